import { ApiProperty } from '@nestjs/swagger';

export const SYNC_RUN_STATES = ['running', 'completed', 'failed'] as const;
export type SyncRunState = (typeof SYNC_RUN_STATES)[number];

export class SyncScheduleResponse {
  @ApiProperty({ example: '30 6,18 * * *', description: 'BODACC_SYNC_CRON' })
  pattern: string;

  @ApiProperty({ example: 'Europe/Paris' })
  timeZone: string;
}

/** The latest sync run, as the data page shows it. */
export class SyncRunResponse {
  @ApiProperty({ format: 'uuid', description: 'The run to follow (GET /api/admin/jobs/:id)' })
  processId: string;

  @ApiProperty({ format: 'date-time' })
  startedAt: Date;

  @ApiProperty({ type: Date, nullable: true })
  finishedAt: Date | null;

  @ApiProperty({
    enum: SYNC_RUN_STATES,
    enumName: 'SyncRunState',
    description: 'queued counts as running, stopped as failed',
  })
  state: SyncRunState;

  @ApiProperty({ description: 'Records the run added to the catalogue' })
  added: number;

  @ApiProperty({ type: String, nullable: true, description: 'In English' })
  message: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The message as the screens translate it (jobs.log.<code>, with messageParams)',
  })
  messageCode: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  messageParams: Record<string, string | number> | null;
}

/** CONTRACT §7.5: GET /api/admin/sync. */
export class SyncStatusResponse {
  @ApiProperty({ description: 'False when BODACC_SYNC_URL is empty' })
  enabled: boolean;

  @ApiProperty({ description: 'Paused: the schedule starts no run; "sync now" still does' })
  paused: boolean;

  @ApiProperty({ type: SyncScheduleResponse })
  schedule: SyncScheduleResponse;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'The last publication day whose notices are all in the catalogue',
  })
  syncedThrough: string | null;

  @ApiProperty({ type: Date, nullable: true, description: 'Null while disabled or paused' })
  nextRunAt: Date | null;

  @ApiProperty({ type: SyncRunResponse, nullable: true })
  lastRun: SyncRunResponse | null;
}
