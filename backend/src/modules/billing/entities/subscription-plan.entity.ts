import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('subscription_plans')
export class SubscriptionPlan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  name: string;

  @Column()
  description: string;

  /** In cents. */
  @Column()
  price: number;

  @Column()
  currency: string;

  @Column()
  interval: string;

  /** Distinct records a month; null means unlimited. */
  @Column({ type: 'integer', nullable: true })
  recordLimit: number | null;

  @Column()
  monthlyCredits: number;

  @Column({ type: 'jsonb' })
  features: string[];

  @Column({ type: 'jsonb' })
  additionalFeatures: string[];

  @Column({ select: false })
  sortOrder: number;

  /** Watches a subscriber may keep (CONTRACT §7.4); null means unlimited. Read by `limitsOf`. */
  @Column({ type: 'integer', nullable: true, select: false })
  maxWatches: number | null;

  /** Saved searches with an alert a subscriber may keep; null means unlimited. */
  @Column({ type: 'integer', nullable: true, select: false })
  maxAlertingSearches: number | null;
}
