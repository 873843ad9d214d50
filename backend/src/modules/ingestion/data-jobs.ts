import { loadSyncConfig } from '../../shared/config';
import { AnyJobDefinition, defineJob, JobRetry } from '../../shared/queue';
import { AnalyzerIngestService } from './analyzer-ingest.service';
import { BodaccImportService } from './bodacc-import.service';
import { BodaccHistoryJob } from './bodacc-history.job';
import { BodaccSyncJob } from './bodacc-sync.job';
import { BodaccTransferService } from './bodacc-transfer.service';

/** Data jobs carry only their run id; parameters, counters and checkpoint live in job_runs. */
export interface DataJobData {
  processId: string;
}

/** A sync job runs one run, or is an occurrence of the schedule, which starts one if it may. */
export type SyncJobData = DataJobData | { isScheduled: true };

/** The parameters of each kind of data job, as job_runs.params stores them. */
export interface JobParamsByKind {
  analyzer_ingest: {
    filePath: string;
    /** The file was uploaded for this run: removed once the run has finished. */
    isUpload?: boolean;
    targetUserId: number;
    batchSize: number;
    /** Data rows of the file to read at most (cumulative across resumes); null reads all. */
    rowLimit: number | null;
  };
  bodacc_import: {
    filePath: string;
    isUpload?: boolean;
    batchSize: number;
    rowLimit: number | null;
  };
  /** assignTo: who receives the assignments, the admin who ran it (or the demo user of the seed). */
  bodacc_transfer: { batchSize: number; assignTo: number };
  /** fromDay: the first publication day the run asks the portal for (YYYY-MM-DD). */
  bodacc_sync: { fromDay: string; batchSize: number; trigger: SyncTrigger };
  /**
   * The months from `through`'s down to `from`'s (CONTRACT §8.1); `expectedRows`: the portal's
   * count for the range when the history started, for the time left; `rowsBefore`: the notices
   * the runs it resumes loaded, for this run's rate.
   */
  bodacc_history: {
    from: string;
    through: string;
    batchSize: number;
    expectedRows: number | null;
    rowsBefore: number;
  };
}

/** What started a sync run: its schedule (or the first start of the workers), or an admin. */
export type SyncTrigger = 'schedule' | 'admin';

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
  bodacc_sync: defineJob<SyncJobData>({
    queue: 'bodacc-sync',
    handler: BodaccSyncJob,
    isOnJobBoard: true,
    isOnHealthPage: true,
    retry: DATA_JOB_RETRY,
    // Read when the workers start: no schedule while BODACC_SYNC_URL is empty.
    schedule: () => {
      const config = loadSyncConfig(process.env);
      return config.url
        ? { pattern: config.pattern, tz: config.timeZone, data: { isScheduled: true } }
        : null;
    },
  }),
  bodacc_history: defineJob<DataJobData>({
    queue: 'bodacc-history',
    handler: BodaccHistoryJob,
    isOnJobBoard: true,
    isOnHealthPage: true,
    retry: DATA_JOB_RETRY,
  }),
} satisfies Record<JobKind, AnyJobDefinition>;

/** Every job of this context, for the queue module and the workers. */
export const INGESTION_JOBS: readonly AnyJobDefinition[] = Object.values(DATA_JOBS);

/** The kinds, for the API's description of a run. */
export const JOB_KINDS = Object.keys(DATA_JOBS) as JobKind[];
