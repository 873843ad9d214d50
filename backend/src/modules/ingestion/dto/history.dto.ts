import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsOptional, Matches } from 'class-validator';

export const HISTORY_STATES = ['idle', 'running', 'paused', 'completed', 'failed'] as const;
export type HistoryState = (typeof HISTORY_STATES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = { type: String, format: 'date', example: '2008-01-01' } as const;

/** POST /api/admin/history/start; the first day defaults to BODACC_HISTORY_FROM. */
export class StartHistoryDto {
  @ApiPropertyOptional({ ...day, description: 'The first publication day to load' })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  from?: string;
}

/** GET /api/admin/history/estimate?from=: what a history from that day would load. */
export class HistoryEstimateQuery {
  @ApiPropertyOptional({ ...day })
  @IsOptional()
  @Matches(DAY)
  @IsDateString({ strict: true })
  from?: string;
}

export class HistoryMonthsResponse {
  @ApiProperty({ example: 12 })
  done: number;

  @ApiProperty({ example: 226 })
  total: number;
}

/** CONTRACT §8.1: GET /api/admin/history. */
export class HistoryStatusResponse {
  @ApiProperty({ ...day, nullable: true, description: 'The first day of the latest history' })
  from: string | null;

  @ApiProperty({
    ...day,
    nullable: true,
    description: 'Its last day: the day before the first one the daily sync loads',
  })
  through: string | null;

  @ApiProperty({ enum: HISTORY_STATES, enumName: 'HistoryState' })
  state: HistoryState;

  @ApiProperty({ type: HistoryMonthsResponse })
  months: HistoryMonthsResponse;

  @ApiProperty({ type: String, nullable: true, example: '2019-06', description: 'In progress' })
  currentMonth: string | null;

  @ApiProperty({ description: 'Notices loaded into the catalogue so far' })
  rows: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Notices per second of this run' })
  ratePerSecond: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Seconds left at that rate' })
  etaSeconds: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The portal’s count for the range' })
  expectedRows: number | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The run to follow' })
  processId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'In English' })
  message: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'jobs.log.<code>' })
  messageCode: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  messageParams: Record<string, string | number> | null;
}

/** What a history from a day would load, asked of the portal before it starts. */
export class HistoryEstimateResponse {
  @ApiProperty({ ...day })
  from: string;

  @ApiProperty({ ...day })
  through: string;

  @ApiProperty({ example: 226, description: 'Months to load' })
  months: number;

  @ApiProperty({ example: 48_000_000, description: 'Notices the portal holds for the range' })
  notices: number;

  @ApiProperty({ example: 72_000_000_000, description: 'Disk the catalogue will take, in bytes' })
  diskBytes: number;
}
