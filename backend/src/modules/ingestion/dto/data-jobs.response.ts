import { ApiProperty, PickType } from '@nestjs/swagger';
import { JobRunResponse } from './job-run.response';

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
export class DataJobRunResponse extends PickType(JobRunResponse, [
  'state',
  'processed',
  'inserted',
  'skipped',
  'total',
  'createdAt',
  'startedAt',
  'finishedAt',
  'message',
  'messageCode',
  'messageParams',
] as const) {
  @ApiProperty({ format: 'uuid', description: 'GET /api/admin/jobs/:id has its logs' })
  processId: string;
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
