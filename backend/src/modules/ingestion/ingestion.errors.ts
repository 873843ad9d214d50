import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const IngestionError = {
  SourceRequired: {
    code: 'INGEST_SOURCE_REQUIRED',
    status: HttpStatus.BAD_REQUEST,
    message: 'Please provide either a CSV file path or upload a CSV file',
  },
  PathOutsideIngestDir: {
    code: 'INGEST_PATH_OUTSIDE_DIR',
    status: HttpStatus.BAD_REQUEST,
    message: 'The file path must point inside the ingestion directory (INGEST_DIR)',
  },
  FileNotFound: {
    code: 'INGEST_FILE_NOT_FOUND',
    status: HttpStatus.BAD_REQUEST,
    message: 'No readable file at this path in the ingestion directory',
  },
  NotCsv: {
    code: 'INGEST_NOT_CSV',
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'Only .csv files can be ingested',
  },
  BodaccExport: {
    code: 'INGEST_BODACC_EXPORT',
    status: HttpStatus.BAD_REQUEST,
    message: 'This is a BODACC export: use the BODACC import on the data page',
  },
  UploadInvalid: {
    code: 'INGEST_UPLOAD_INVALID',
    status: HttpStatus.BAD_REQUEST,
    message: 'The upload could not be read: send one .csv file in the csvFile field',
  },
  UploadTooLarge: {
    code: 'INGEST_UPLOAD_TOO_LARGE',
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'The file is larger than this server accepts (INGEST_MAX_UPLOAD_MB)',
  },
  TargetUserNotFound: {
    code: 'INGEST_TARGET_USER_NOT_FOUND',
    status: HttpStatus.BAD_REQUEST,
    message: 'Target User ID does not match any user',
  },
  JobNotFound: { code: 'JOB_NOT_FOUND', status: HttpStatus.NOT_FOUND, message: 'Job not found' },
  SyncDisabled: {
    code: 'SYNC_DISABLED',
    status: HttpStatus.CONFLICT,
    message: 'The BODACC sync is disabled on this server (BODACC_SYNC_URL is empty)',
  },
  SyncAlreadyRunning: {
    code: 'SYNC_ALREADY_RUNNING',
    status: HttpStatus.CONFLICT,
    message: 'A BODACC sync is already running',
  },
  HistoryAlreadyRunning: {
    code: 'HISTORY_ALREADY_RUNNING',
    status: HttpStatus.CONFLICT,
    message: 'The BODACC history is already loading',
  },
  HistoryNotRunning: {
    code: 'HISTORY_NOT_RUNNING',
    status: HttpStatus.CONFLICT,
    message: 'The BODACC history is not loading',
  },
  HistoryNotResumable: {
    code: 'HISTORY_NOT_RESUMABLE',
    status: HttpStatus.CONFLICT,
    message: 'No paused or failed history to resume',
  },
} satisfies Record<string, ErrorDefinition>;
