import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed which account, when, and what it looked like before and after. */
@Entity('admin_audit_log')
export class AdminAuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'integer', nullable: true })
  targetUserId: number | null;

  @Column()
  action: string;

  @Column({ type: 'jsonb', nullable: true })
  before: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after: object | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
