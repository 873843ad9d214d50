import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../shared/auth';
import { syncConfig } from '../../shared/config';
import { Database, sql } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { JobQueues } from '../../shared/queue';
import { addDays, dayInParis } from '../../shared/time';
import { AnalyzerCatalogService } from '../analyzer';
import { BodaccAnnouncementRepository } from './bodacc-announcement.repository';
import { BodaccPortalClient } from './bodacc-portal.client';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import { DATA_JOBS } from './data-jobs';
import { HistoryEstimateResponse, HistoryState, HistoryStatusResponse } from './dto/history.dto';
import { JobRun, JobState } from './entities/job-run.entity';
import { monthsNewestFirst } from './history-months';
import { IngestionError } from './ingestion.errors';
import { JobRunRepository } from './job-run.repository';
import { JobStopFlags } from './job-stop-flags';
import { firstDayToAsk } from './sync-days';

const SOURCE = 'bodacc-history';
/** Taken while a run is created: two admins starting at once make one history. */
const START_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('bodacc_history_start'))`;
/**
 * The bytes per notice (every table a load fills and what is left of the raw copy, with their
 * indexes) until the catalogue holds enough notices to measure itself: 2,115 B measured for the
 * history's load of the 123,976 real notices of early 2020, which keeps no raw copy of its months
 * (`npm run bench -- --real --history --backfill-only`, docs/scaling.md).
 */
export const DEFAULT_BYTES_PER_NOTICE = 2_100;
const MIN_NOTICES_TO_MEASURE = 10_000;

type HistoryRun = JobRun<'bodacc_history'>;

const STATE_OF: Record<JobState, HistoryState> = {
  queued: 'running',
  running: 'running',
  stopped: 'paused',
  completed: 'completed',
  failed: 'failed',
};
const isUnfinished = (run: HistoryRun | null) =>
  run !== null && (run.state === 'queued' || run.state === 'running');

/**
 * The portal's notices the run has loaded: those of its done months and of its month in progress
 * (being imported, or imported and in transfer), never the older notices a month's transfer reads.
 */
function rowsOf(run: HistoryRun): number {
  const checkpoint = run.checkpoint ?? {};
  const monthRows = checkpoint.monthRows ?? Math.max(run.processed - run.skipped, 0);
  return (checkpoint.rowsDone ?? 0) + (checkpoint.month !== undefined ? monthRows : 0);
}

/** The admins' side of the history (CONTRACT §8.1): its state, an estimate, start, pause, resume. */
@Injectable()
export class BodaccHistoryService {
  constructor(
    @Inject(syncConfig.KEY) private readonly config: ConfigType<typeof syncConfig>,
    private readonly db: Database,
    private readonly portal: BodaccPortalClient,
    private readonly syncState: BodaccSyncStateRepository,
    private readonly runs: JobRunRepository,
    private readonly queues: JobQueues,
    private readonly stopFlags: JobStopFlags,
    private readonly catalog: AnalyzerCatalogService,
    private readonly announcements: BodaccAnnouncementRepository,
  ) {}

  async status(): Promise<HistoryStatusResponse> {
    const run = await this.latestRun();
    if (!run) return idleStatus();
    const { from, through, expectedRows, rowsBefore } = run.params;
    const rows = rowsOf(run);
    const seconds = run.startedAt ? (Date.now() - run.startedAt.getTime()) / 1000 : 0;
    const isRunning = run.state === 'running' && seconds >= 1;
    const rate = isRunning ? Math.round((rows - rowsBefore) / seconds) : null;
    return {
      from,
      through,
      state: STATE_OF[run.state],
      months: {
        done: run.checkpoint?.monthsDone ?? 0,
        total: monthsNewestFirst(from, through).length,
      },
      currentMonth: run.state === 'completed' ? null : (run.checkpoint?.month ?? null),
      rows,
      ratePerSecond: rate,
      etaSeconds:
        rate && expectedRows !== null ? Math.ceil(Math.max(expectedRows - rows, 0) / rate) : null,
      expectedRows,
      processId: run.id,
      message: run.message,
      messageCode: run.messageCode,
      messageParams: run.messageParams,
    };
  }

  /** What a history from that day would load: the portal's count, and the disk it would take. */
  async estimate(from = this.config.historyFrom): Promise<HistoryEstimateResponse> {
    this.requirePortal();
    const through = await this.lastDay();
    const notices = through < from ? 0 : await this.portal.countNotices({ from, through });
    return {
      from,
      through,
      months: monthsNewestFirst(from, through).length,
      notices,
      diskBytes: Math.round(notices * (await this.bytesPerNotice())),
    };
  }

  async start(admin: AuthUser, from = this.config.historyFrom): Promise<HistoryStatusResponse> {
    this.requirePortal();
    const through = await this.lastDay();
    const expectedRows =
      through < from ? 0 : await this.portal.countNotices({ from, through }).catch(() => null);
    await this.createRun(admin, null, { from, through, expectedRows, rowsBefore: 0 });
    return this.status();
  }

  async pause(): Promise<HistoryStatusResponse> {
    const run = await this.latestRun();
    if (!isUnfinished(run)) throw new DomainException(IngestionError.HistoryNotRunning);
    await this.stopFlags.request(run!.id);
    return this.status();
  }

  /** A new run that goes on from the paused or failed one's month. */
  async resume(admin: AuthUser): Promise<HistoryStatusResponse> {
    const previous = await this.latestRun();
    if (isUnfinished(previous)) throw new DomainException(IngestionError.HistoryAlreadyRunning);
    if (!previous || (previous.state !== 'stopped' && previous.state !== 'failed')) {
      throw new DomainException(IngestionError.HistoryNotResumable);
    }
    const { from, through, expectedRows } = previous.params;
    await this.createRun(admin, previous, {
      from,
      through,
      expectedRows,
      rowsBefore: rowsOf(previous),
    });
    return this.status();
  }

  private async createRun(
    admin: AuthUser,
    previous: HistoryRun | null,
    range: { from: string; through: string; expectedRows: number | null; rowsBefore: number },
  ): Promise<void> {
    const processId = randomUUID();
    await this.db.transaction(async (tx) => {
      await this.db.query(START_LOCK, tx);
      const latest = await this.latestRun();
      if (isUnfinished(latest)) throw new DomainException(IngestionError.HistoryAlreadyRunning);
      if (previous && latest?.id !== previous.id) {
        throw new DomainException(IngestionError.HistoryNotResumable);
      }
      await this.runs.create(
        {
          id: processId,
          kind: 'bodacc_history',
          params: {
            ...range,
            batchSize: this.config.batchSize,
            source: SOURCE,
            resumedFrom: previous?.id ?? null,
          },
          requestedBy: admin.id,
          checkpoint: previous?.checkpoint ?? null,
          processed: previous?.processed ?? 0,
          inserted: previous?.inserted ?? 0,
          skipped: previous?.skipped ?? 0,
        },
        tx,
      );
    });
    try {
      await this.queues.add(DATA_JOBS.bodacc_history, { processId }, { jobId: processId });
    } catch (error) {
      await this.runs.failUnfinished(processId, {
        code: 'error',
        params: { reason: (error as Error).message },
        text: (error as Error).message,
      });
      throw error;
    }
  }

  /** The day before the first one the daily sync loads: the two never leave a gap between them. */
  private async lastDay(): Promise<string> {
    const { syncedThrough } = await this.syncState.read();
    const today = dayInParis(new Date());
    return addDays(firstDayToAsk(syncedThrough, this.config.fromDay, today), -1);
  }

  private latestRun(): Promise<HistoryRun | null> {
    return this.runs.findLatestForSource('bodacc_history', SOURCE);
  }

  private requirePortal(): void {
    if (this.config.url === null) throw new DomainException(IngestionError.SyncDisabled);
  }

  /** Measured on the catalogue once it holds enough notices, else the default. */
  private async bytesPerNotice(): Promise<number> {
    const [catalogue, rawBytes] = await Promise.all([
      this.catalog.footprint(),
      this.announcements.bytes(),
    ]);
    return catalogue.records >= MIN_NOTICES_TO_MEASURE
      ? (catalogue.bytes + rawBytes) / catalogue.records
      : DEFAULT_BYTES_PER_NOTICE;
  }
}

function idleStatus(): HistoryStatusResponse {
  return {
    from: null,
    through: null,
    state: 'idle',
    months: { done: 0, total: 0 },
    currentMonth: null,
    rows: 0,
    ratePerSecond: null,
    etaSeconds: null,
    expectedRows: null,
    processId: null,
    message: null,
    messageCode: null,
    messageParams: null,
  };
}
