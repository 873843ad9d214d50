import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponse } from '../../../shared/dto/success.response';
import { PlanLimitsResponse } from './entitlements.response';

export class PlanResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'In euro cents' })
  price: number;

  @ApiProperty({ example: 'eur' })
  currency: string;

  @ApiProperty({ example: 'month' })
  interval: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Records a month; null: unlimited' })
  recordLimit: number | null;

  @ApiProperty()
  monthlyCredits: number;

  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty({ type: [String], description: "'Highlighted' marks the plan to emphasise" })
  additionalFeatures: string[];
}

export class SubscriptionResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  userId: number;

  @ApiProperty()
  subscriptionPlanId: number;

  @ApiProperty({ type: PlanResponse })
  plan: PlanResponse;

  @ApiProperty({ enum: ['active', 'canceled', 'expired'], enumName: 'SubscriptionStatus' })
  status: 'active' | 'canceled' | 'expired';

  @ApiProperty()
  startDate: Date;

  @ApiProperty()
  currentPeriodEnd: Date;

  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'End of the free trial (no charge before it); null: no trial',
  })
  trialEndsAt: Date | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'A downgrade taking effect at currentPeriodEnd',
  })
  pendingPlanId: number | null;

  @ApiProperty({ type: PlanResponse, nullable: true })
  pendingPlan: PlanResponse | null;

  @ApiProperty()
  createdAt: Date;
}

/** A plan of the public catalogue, with what it lets a subscriber watch (CONTRACT §7.4). */
export class CataloguePlanResponse extends PlanResponse {
  @ApiProperty({ type: PlanLimitsResponse })
  limits: PlanLimitsResponse;
}

export class PlansResponse {
  @ApiProperty({ type: [CataloguePlanResponse] })
  plans: CataloguePlanResponse[];
}

export class SubscriptionsResponse {
  @ApiProperty({ type: [SubscriptionResponse] })
  subscriptions: SubscriptionResponse[];
}

export class CurrentSubscriptionResponse {
  @ApiProperty({ type: SubscriptionResponse, nullable: true, description: 'null when none' })
  subscription: SubscriptionResponse | null;
}

export class ChangedSubscriptionResponse extends SuccessResponse {
  @ApiProperty({ type: SubscriptionResponse })
  subscription: SubscriptionResponse;
}

export class CanceledSubscriptionResponse extends SuccessResponse {
  @ApiProperty({ type: SubscriptionResponse })
  subscription: SubscriptionResponse;
}
