import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  @Column({ type: 'text' })
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
