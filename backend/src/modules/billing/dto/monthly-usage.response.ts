import { ApiProperty } from '@nestjs/swagger';

/** The calendar month's usage against the plan (CONTRACT §4.5), for the credits page. */
export class MonthlyUsage {
  @ApiProperty({ example: '2026-11', description: 'The calendar month, YYYY-MM' })
  month: string;

  @ApiProperty({ type: String, nullable: true, description: 'The plan giving access, if any' })
  plan: string | null;

  @ApiProperty({ description: 'Credits spent this month on consultations and enrichments' })
  creditsUsed: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The plan's monthly credits; null without a plan",
  })
  creditsIncluded: number | null;

  @ApiProperty({ description: 'Distinct records opened this month' })
  recordsOpened: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Records a month the plan includes; 0 without a plan; null: unlimited (or admin)',
  })
  recordLimit: number | null;
}

export class MonthlyUsageResponse {
  @ApiProperty({ type: MonthlyUsage })
  usage: MonthlyUsage;
}
