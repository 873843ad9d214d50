import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { JobKind, JobParamsByKind } from '../data-jobs';
import type { JobMessageParams } from '../job-messages';

export type { JobKind } from '../data-jobs';
export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'stopped';

/** Where a job resumes: the last committed CSV line, or the last transferred announcement id. */
export interface JobCheckpoint {
  line?: number;
  lastId?: string;
  /** The history: the month in progress (YYYY-MM), the months and notices of those done. */
  month?: string;
  monthsDone?: number;
  rowsDone?: number;
  /** The notices of the month in progress, once imported (its transfer also reads older ones). */
  monthRows?: number;
}

/** Kept beside the parameters: what resume matches on, and the run this one continues. */
export interface RunOrigin {
  source: string;
  resumedFrom: string | null;
}

export type StoredJobParams<K extends JobKind> = JobParamsByKind[K] & RunOrigin;

/** One run of a data job; its id is the processId the admin screens follow. */
@Entity('job_runs')
export class JobRun<K extends JobKind = JobKind> {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar' })
  kind: K;

  @Column({ type: 'jsonb' })
  params: StoredJobParams<K>;

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

  /** The final message in English; its code and parameters are what the screens translate. */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', nullable: true })
  messageCode: string | null;

  @Column({ type: 'jsonb', nullable: true })
  messageParams: JobMessageParams | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

/** Narrows a run read by id to the kind its caller runs. */
export const isRunOf = <K extends JobKind>(run: JobRun, kind: K): run is JobRun<K> =>
  run.kind === kind;
