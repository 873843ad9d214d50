import { ApiProperty } from '@nestjs/swagger';
import { JobState } from '../entities/job-run.entity';

const RUN_STATES = ['queued', 'running', 'completed', 'failed', 'stopped'] as const;

/** The file the BODACC import reads by default, and the format it expects. */
export class BodaccFileResponse {
  @ApiProperty({
    description: 'INGEST_DIR: server paths are read inside it, relative ones from it',
  })
  ingestDir: string;

  @ApiProperty({ description: 'BODACC_CSV_PATH: imported when the start gives no file' })
  defaultPath: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why the default file cannot be imported (INGEST_FILE_NOT_FOUND, INGEST_PATH_OUTSIDE_DIR); null when it can',
  })
  defaultPathError: string | null;

  @ApiProperty({ example: ';' })
  delimiter: string;

  @ApiProperty({ example: 'UTF-8' })
  encoding: string;

  @ApiProperty({
    type: [String],
    description: "The export's columns, read by name in any order (docs/data-files.md)",
  })
  columns: string[];
}

/** The latest run of a manual data job: its state, counters and when it ran. */
export class DataJobRunResponse {
  @ApiProperty({ format: 'uuid', description: 'GET /api/admin/jobs/:id has its logs' })
  processId: string;

  @ApiProperty({ enum: RUN_STATES, enumName: 'JobState' })
  state: JobState;

  @ApiProperty({ description: 'Rows (or announcements) read, the skipped ones included' })
  processed: number;

  @ApiProperty({ description: 'Rows that were new' })
  inserted: number;

  @ApiProperty()
  skipped: number;

  @ApiProperty({ type: Number, nullable: true })
  total: number | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true })
  startedAt: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  finishedAt: Date | null;

  @ApiProperty({ type: String, nullable: true, description: 'In English' })
  message: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The final message as the screens translate it (jobs.log.<code>, with messageParams)',
  })
  messageCode: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  messageParams: Record<string, string | number> | null;
}

/** GET /api/admin/data-jobs: what the data page shows of the manual import and transfer. */
export class DataJobsResponse {
  @ApiProperty({ type: BodaccFileResponse })
  bodaccFile: BodaccFileResponse;

  @ApiProperty({
    type: DataJobRunResponse,
    nullable: true,
    description: 'The latest BODACC import',
  })
  lastImport: DataJobRunResponse | null;

  @ApiProperty({
    type: DataJobRunResponse,
    nullable: true,
    description: 'The latest BODACC transfer',
  })
  lastTransfer: DataJobRunResponse | null;
}
