import { defineJob, JobDefinition, JobRetry } from '../../shared/queue';
import { AnalyzerIngestService } from './analyzer-ingest.service';
import { BodaccImportService } from './bodacc-import.service';
import { BodaccTransferService } from './bodacc-transfer.service';

/** Data jobs carry only their run id; parameters, counters and checkpoint live in job_runs. */
export interface DataJobData {
  processId: string;
}

/** The parameters of each kind of data job, as job_runs.params stores them. */
export interface JobParamsByKind {
  analyzer_ingest: {
    filePath: string;
    targetUserId: number;
    batchSize: number;
    /** Data rows of the file to read at most (cumulative across resumes); null reads all. */
    rowLimit: number | null;
  };
  bodacc_import: { filePath: string; batchSize: number; rowLimit: number | null };
  /** assignTo: who receives the assignments, the admin who ran it (or the demo user of the seed). */
  bodacc_transfer: { batchSize: number; assignTo: number };
}

export type JobKind = keyof JobParamsByKind;

/**
 * A run records its own failures, so `handle` throws only when even that was impossible:
 * PostgreSQL or Redis went away (a restart). The job is then tried again, 2 s, 4 s … 128 s later
 * (about 4 minutes in all), and continues from its checkpoint instead of staying "running".
 */
export const DATA_JOB_RETRY: JobRetry = {
  attempts: 8,
  delayMs: (attemptsMade) => 2000 * 2 ** Math.min(Math.max(attemptsMade - 1, 0), 6),
};

/** One entry per kind: its queue and its processor (the service that runs it). */
export const DATA_JOBS = {
  analyzer_ingest: defineJob<DataJobData>({
    queue: 'analyzer-ingest',
    handler: AnalyzerIngestService,
    isOnJobBoard: true,
    isOnHealthPage: true,
    retry: DATA_JOB_RETRY,
  }),
  bodacc_import: defineJob<DataJobData>({
    queue: 'bodacc-import',
    handler: BodaccImportService,
    isOnJobBoard: true,
    isOnHealthPage: true,
    retry: DATA_JOB_RETRY,
  }),
  bodacc_transfer: defineJob<DataJobData>({
    queue: 'bodacc-transfer',
    handler: BodaccTransferService,
    isOnJobBoard: true,
    isOnHealthPage: true,
    retry: DATA_JOB_RETRY,
  }),
} satisfies Record<JobKind, JobDefinition<DataJobData>>;

/** Every job of this context, for the queue module and the workers. */
export const INGESTION_JOBS: readonly JobDefinition<DataJobData>[] = Object.values(DATA_JOBS);

/** The kinds, for the API's description of a run. */
export const JOB_KINDS = Object.keys(DATA_JOBS) as JobKind[];
