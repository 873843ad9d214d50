import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export const JOB_KINDS = ['analyzer_ingest', 'bodacc_import', 'bodacc_transfer'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'stopped';

/** Where a job resumes: the last committed CSV line, or the last transferred announcement id. */
export interface JobCheckpoint {
  line?: number;
  lastId?: string;
}

/** One run of a data job; its id is the processId the admin screens follow. */
@Entity('job_runs')
export class JobRun {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar' })
  kind: JobKind;

  @Column({ type: 'jsonb' })
  params: Record<string, unknown>;

  @Column({
    type: 'enum',
    enum: ['queued', 'running', 'completed', 'failed', 'stopped'],
    enumName: 'job_run_state',
  })
  state: JobState;

  @Column({ type: 'integer', nullable: true })
  requestedBy: number | null;

  @Column({ type: 'integer' })
  processed: number;

  @Column({ type: 'integer' })
  inserted: number;

  @Column({ type: 'integer' })
  skipped: number;

  @Column({ type: 'integer', nullable: true })
  total: number | null;

  @Column({ type: 'jsonb', nullable: true })
  checkpoint: JobCheckpoint | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
