import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One raw BODACC announcement (every export column); written by SQL upserts of the import job. */
@Entity('bodacc_announcements')
export class BodaccAnnouncement {
  @PrimaryColumn({ type: 'varchar' })
  id: string;

  @Column({ name: 'has_synthetic_id', type: 'boolean' })
  hasSyntheticId: boolean;

  @Column({ type: 'date' })
  dateparution: string;

  @Column({ type: 'text', nullable: true })
  familleavis: string | null;

  @Column({ type: 'text', nullable: true })
  commercant: string | null;

  @Column({ type: 'jsonb', nullable: true })
  listepersonnes: unknown;

  @Column({ type: 'jsonb', nullable: true })
  jugement: unknown;

  /** The JSON values the announcement holds, counted by the import; NULL when imported before. */
  @Column({ name: 'json_nodes', type: 'integer', nullable: true })
  jsonNodes: number | null;

  @Column({ type: 'timestamptz' })
  importedAt: Date;
}
