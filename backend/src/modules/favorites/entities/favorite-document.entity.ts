import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file attached to a favorite; the file lives under UPLOAD_DIR by `stored_name`. */
@Entity('favorite_documents')
export class FavoriteDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  favorite_id: number;

  @Column({ type: 'varchar' })
  original_name: string;

  /** Generated (a UUID), never derived from the uploaded name. */
  @Column({ type: 'varchar' })
  stored_name: string;

  @Column({ type: 'varchar' })
  mime_type: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  uploaded_at: Date;
}
