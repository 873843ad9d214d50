import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationKind } from '../../../shared/realtime';

/**
 * A new notice for one user (CONTRACT §7.4), through their watch or saved search; unique per
 * user and notice, so a re-run or a resumed job notifies nobody twice. Or, of kind
 * `report_closed`, the user's report that an admin closed (CONTRACT §8.3), once per report.
 */
@Entity('notifications')
export class Notification {
  /** bigserial: PostgreSQL's int8 reaches Node as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column()
  userId: number;

  /** The notice; null for a closed report's notification. */
  @Column({ type: 'int', nullable: true })
  recordId: number | null;

  /** The closed report (`report_closed` only). */
  @Column({ type: 'int', nullable: true })
  reportId: number | null;

  @Column({ type: 'varchar' })
  kind: NotificationKind;

  @Column({ type: 'int', nullable: true })
  watchId: number | null;

  @Column({ type: 'int', nullable: true })
  savedSearchId: number | null;

  /** The job run whose batch added the notice (the instant e-mail groups by it). */
  @Column({ type: 'uuid', nullable: true })
  jobRunId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailedAt: Date | null;
}
