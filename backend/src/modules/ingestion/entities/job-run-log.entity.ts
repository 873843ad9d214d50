import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { JobMessageParams } from '../job-messages';

export type JobLogLevel = 'info' | 'warn' | 'error';

/** One log line of a job run, kept so a past run's logs can be shown again. */
@Entity('job_run_logs')
export class JobRunLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  jobRunId: string;

  @Column({ type: 'varchar' })
  level: JobLogLevel;

  @Column({ type: 'integer', nullable: true })
  line: number | null;

  /** The English text, for the server logs and the rows written before codes existed. */
  @Column({ type: 'text' })
  message: string;

  /** What the screens translate (JobMessages); null on older rows. */
  @Column({ type: 'varchar', nullable: true })
  code: string | null;

  @Column({ type: 'jsonb', nullable: true })
  params: JobMessageParams | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
