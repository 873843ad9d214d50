import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file attached to a favorite; the file lives under UPLOAD_DIR by `storedName`. */
@Entity('favorite_documents')
export class FavoriteDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  favoriteId: number;

  @Column({ type: 'varchar' })
  originalName: string;

  /** Generated (a UUID), never derived from the uploaded name. */
  @Column({ type: 'varchar' })
  storedName: string;

  @Column({ type: 'varchar' })
  mimeType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  uploadedAt: Date;
}
