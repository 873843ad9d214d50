import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SuccessResponse } from '../../../shared/dto/success.response';
import { JobLogEvent } from '../../../shared/realtime/realtime-events';
import { JOB_KINDS, JobKind } from '../data-jobs';
import { JobState } from '../entities/job-run.entity';

const RUN_STATES = ['queued', 'running', 'completed', 'failed', 'stopped'] as const;

const MESSAGE_CODE_DOC =
  'The final message as the screens translate it (jobs.log.<code>, with messageParams); null on older runs';

export class StartedJobResponse {
  @ApiProperty({ format: 'uuid', description: 'The run to follow (GET /api/admin/jobs/:id)' })
  processId: string;
}

export class StoppedJobsResponse extends SuccessResponse {
  @ApiProperty({ type: [String], description: 'The runs asked to stop' })
  stopped: string[];
}

/** CONTRACT §3 ingest status: the latest analyzer ingestion run, or `idle` when none. */
export class IngestStatusResponse {
  @ApiProperty()
  isRunning: boolean;

  @ApiProperty({ description: 'Percentage, 0–100' })
  progress: number;

  @ApiProperty()
  total: number;

  @ApiProperty()
  currentRow: number;

  @ApiProperty({ type: [JobLogEvent] })
  logs: JobLogEvent[];

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  processId: string | null;

  @ApiProperty({ enum: ['idle', ...RUN_STATES], enumName: 'IngestState' })
  state: 'idle' | JobState;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'In English' })
  message?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: MESSAGE_CODE_DOC })
  messageCode?: string | null;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  messageParams?: Record<string, string | number> | null;
}

class JobCheckpointResponse {
  @ApiPropertyOptional({ description: 'The last committed CSV line' })
  line?: number;

  @ApiPropertyOptional({ description: 'The last transferred announcement id' })
  lastId?: string;
}

/** One run of any data job, with its latest logs. */
export class JobRunResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: JOB_KINDS, enumName: 'JobKind' })
  kind: JobKind;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What it was started with',
  })
  params: Record<string, unknown>;

  @ApiProperty({ enum: RUN_STATES, enumName: 'JobState' })
  state: JobState;

  @ApiProperty({ type: Number, nullable: true })
  requestedBy: number | null;

  @ApiProperty()
  processed: number;

  @ApiProperty()
  inserted: number;

  @ApiProperty()
  skipped: number;

  @ApiProperty({ type: Number, nullable: true })
  total: number | null;

  @ApiProperty({ description: 'Percentage, 0–100' })
  progress: number;

  @ApiProperty({ type: JobCheckpointResponse, nullable: true })
  checkpoint: JobCheckpointResponse | null;

  @ApiProperty({ type: String, nullable: true, description: 'In English' })
  message: string | null;

  @ApiProperty({ type: String, nullable: true, description: MESSAGE_CODE_DOC })
  messageCode: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  messageParams: Record<string, string | number> | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true })
  startedAt: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  finishedAt: Date | null;

  @ApiProperty({ type: [JobLogEvent] })
  logs: JobLogEvent[];
}
