import type { JobLogEvent } from '../../shared/realtime';

export type JobState = 'idle' | 'queued' | 'running' | 'completed' | 'failed' | 'stopped';

export type JobLog = JobLogEvent;

/** GET /api/admin/analyzer-ingest/status (CONTRACT §3): the latest analyzer ingestion run. */
export interface IngestStatus {
  isRunning: boolean;
  /** Percentage, 0–100. */
  progress: number;
  total: number | null;
  currentRow: number;
  logs: JobLog[];
  processId: string | null;
  state: JobState;
  message?: string | null;
}

/** GET /api/admin/jobs/:processId: one run of any data job. */
export interface JobRun {
  id: string;
  kind: 'analyzer_ingest' | 'bodacc_import' | 'bodacc_transfer';
  state: Exclude<JobState, 'idle'>;
  processed: number;
  inserted: number;
  skipped: number;
  total: number | null;
  progress: number;
  message: string | null;
  logs: JobLog[];
}

export interface BodaccImportInput {
  filePath?: string;
  batchSize?: number;
  limit?: number;
  resume: boolean;
}
