import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A record a user keeps, with notes (the API shows it in snake_case: see favorite.view.ts). */
@Entity('favorites')
export class Favorite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  analyzerRecordId: number;

  /** Plain text, or the JSON string of an enrichment (see favorite-notes.ts). */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
