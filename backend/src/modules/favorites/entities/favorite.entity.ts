import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A record a user keeps, with notes; properties in the specification's snake_case. */
@Entity('favorites')
export class Favorite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'integer' })
  analyzer_record_id: number;

  /** Plain text, or the JSON string of an enrichment (see favorite-notes.ts). */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated_at: Date;
}
