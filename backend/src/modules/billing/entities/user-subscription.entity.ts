import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { SubscriptionPlan } from './subscription-plan.entity';

export type SubscriptionStatus = 'active' | 'canceled' | 'expired';

@Entity('user_subscriptions')
export class UserSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column()
  subscriptionPlanId: number;

  @ManyToOne(() => SubscriptionPlan, { eager: true })
  @JoinColumn({ name: 'subscription_plan_id' })
  plan: SubscriptionPlan;

  @Column({
    type: 'enum',
    enum: ['active', 'canceled', 'expired'],
    enumName: 'subscription_status',
  })
  status: SubscriptionStatus;

  @Column({ type: 'timestamptz' })
  startDate: Date;

  @Column({ type: 'timestamptz' })
  currentPeriodEnd: Date;

  /** The free trial's end; no charge before it. Null: the subscription began without a trial. */
  @Column({ type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  /** A downgrade waiting for the end of the period. */
  @Column({ type: 'integer', nullable: true })
  pendingPlanId: number | null;

  @ManyToOne(() => SubscriptionPlan, { eager: true, nullable: true })
  @JoinColumn({ name: 'pending_plan_id' })
  pendingPlan: SubscriptionPlan | null;

  @Column({ type: 'varchar', nullable: true, select: false })
  stripeSubscriptionId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
