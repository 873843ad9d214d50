import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type CheckoutKind = 'subscription' | 'credits';

/** Our record of a checkout, so a completion is checked against what was priced. */
@Entity('checkout_sessions')
export class CheckoutSession {
  @PrimaryColumn('uuid')
  id: string;

  @Column()
  userId: number;

  @Column({ type: 'varchar' })
  kind: CheckoutKind;

  @Column({ type: 'integer', nullable: true })
  subscriptionPlanId: number | null;

  @Column({ type: 'varchar', nullable: true })
  creditPackId: string | null;

  @Column()
  amount: number;

  @Column()
  currency: string;

  /** The trial this checkout gives: 14 days for an account's first subscription, else 0. */
  @Column({ type: 'integer', default: 0 })
  trialDays: number;

  @Column({ type: 'varchar' })
  status: 'open' | 'completed' | 'canceled';

  @Column({ type: 'varchar', nullable: true })
  stripeSessionId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
