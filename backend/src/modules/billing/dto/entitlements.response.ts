import { ApiProperty } from '@nestjs/swagger';

export class EntitledPlanResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;
}

export class PlanLimitsResponse {
  @ApiProperty({ type: Number, nullable: true, description: 'null: unlimited' })
  watches: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'null: unlimited' })
  savedSearchAlerts: number | null;
}

/** CONTRACT §7.6: what the active plan (trial included) opens; admins have everything. */
export class EntitlementsResponse {
  @ApiProperty({ type: EntitledPlanResponse, nullable: true })
  plan: EntitledPlanResponse | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Records a month; null: unlimited' })
  recordLimit: number | null;

  @ApiProperty({ enum: ['basic', 'advanced'], nullable: true, enumName: 'AnalyticsLevel' })
  analytics: 'basic' | 'advanced' | null;

  @ApiProperty()
  export: boolean;

  @ApiProperty()
  apiAccess: boolean;

  @ApiProperty()
  webhooks: boolean;

  @ApiProperty({ type: PlanLimitsResponse })
  limits: PlanLimitsResponse;
}
