import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const text = { type: String, nullable: true } as const;
const month = { example: '2024-03', description: 'YYYY-MM' } as const;

export class MonthTypeCountResponse {
  @ApiProperty(month)
  month: string;

  @ApiProperty({ ...text, example: 'collective' })
  type: string | null;

  @ApiProperty()
  count: number;
}

export class TypeCountResponse {
  @ApiProperty({ ...text, example: 'collective' })
  type: string | null;

  @ApiProperty()
  count: number;
}

export class DepartementCountResponse {
  @ApiProperty({ ...text, example: '75', description: 'null: notices without a department' })
  departement: string | null;

  @ApiProperty()
  count: number;
}

export class TribunalCountResponse {
  @ApiProperty({
    ...text,
    description: 'null: every tribunal past the first 20, and notices without one',
  })
  tribunal: string | null;

  @ApiProperty()
  count: number;
}

export class CollectiveMonthResponse {
  @ApiProperty(month)
  month: string;

  @ApiProperty({ description: 'Collective procedures published that month' })
  count: number;

  @ApiProperty({ ...month, description: 'The same month a year earlier' })
  previousMonth: string;

  @ApiProperty({ description: 'Collective procedures of the same month a year earlier' })
  previousCount: number;
}

/**
 * The filter's date range (its last 12 months at most; the last 12 months without one) and the
 * same days a year earlier.
 */
export class CollectivePeriodResponse {
  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ format: 'date' })
  previousFrom: string;

  @ApiProperty({ format: 'date' })
  previousTo: string;
}

/**
 * The analytics of a search (CONTRACT §7.6) over the user's visible matching records: each
 * breakdown adds up to `total`, the search's total. The advanced parts come with advanced
 * analytics only.
 */
export class AnalyticsResponse {
  @ApiProperty({ enum: ['basic', 'advanced'], enumName: 'AnalyticsLevel' })
  level: 'basic' | 'advanced';

  @ApiProperty({ description: 'The matching records: what the search counts' })
  total: number;

  @ApiProperty({
    type: [MonthTypeCountResponse],
    description: 'Per month of publication and type, months in order (undated notices left out)',
  })
  byMonth: MonthTypeCountResponse[];

  @ApiProperty({ type: [TypeCountResponse], description: 'Per type, the largest first' })
  byType: TypeCountResponse[];

  @ApiPropertyOptional({
    type: [DepartementCountResponse],
    description: 'Advanced: per department, the largest first',
  })
  byDepartement?: DepartementCountResponse[];

  @ApiPropertyOptional({
    type: [TribunalCountResponse],
    description: 'Advanced: the 20 largest tribunals, then the others together',
  })
  byTribunal?: TribunalCountResponse[];

  @ApiPropertyOptional({
    type: [CollectiveMonthResponse],
    description: 'Advanced: collective procedures per month of the period, beside a year earlier',
  })
  collectiveByMonth?: CollectiveMonthResponse[];

  @ApiPropertyOptional({ type: CollectivePeriodResponse })
  collectivePeriod?: CollectivePeriodResponse;
}
