import type { ApiSchemas } from '../../shared/api';

export type JobState = ApiSchemas['IngestState'];

export type JobLog = ApiSchemas['JobLogEvent'];

/** GET /api/admin/analyzer-ingest/status (CONTRACT §3): the latest analyzer ingestion run. */
export type IngestStatus = ApiSchemas['IngestStatusResponse'];

/** GET /api/admin/jobs/:processId: one run of any data job. */
export type JobRun = ApiSchemas['JobRunResponse'];

export type BodaccImportInput = ApiSchemas['StartBodaccImportDto'];

/** GET /api/admin/data-jobs: the default BODACC file, its format, the latest import and transfer. */
export type DataJobs = ApiSchemas['DataJobsResponse'];

export type DataJobRun = ApiSchemas['DataJobRunResponse'];

export type HistoryState = ApiSchemas['HistoryState'];

/** GET /api/admin/history (CONTRACT §8.1): the latest BODACC history, month by month. */
export type HistoryStatus = ApiSchemas['HistoryStatusResponse'];

/** GET /api/admin/history/estimate?from=YYYY-MM-DD: what a history from that day would load. */
export type HistoryEstimate = ApiSchemas['HistoryEstimateResponse'];
