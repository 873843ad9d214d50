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

  @Column({ type: 'varchar', nullable: true, select: false })
  stripeSubscriptionId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
