import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { syncConfig } from '../../shared/config';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { dayInParis } from '../../shared/time';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import type { SyncTrigger } from './data-jobs';
import { IngestionError } from './ingestion.errors';
import { JobRunRepository } from './job-run.repository';
import { firstDayToAsk } from './sync-days';

/** A sync run the workers have not finished: queued, running, or left running by a crash. */
const isUnfinished = (state: string | undefined) => state === 'queued' || state === 'running';

/** Starts sync runs, one at a time, from the schedule and from the admins. */
@Injectable()
export class BodaccSyncLauncher {
  constructor(
    @Inject(syncConfig.KEY) private readonly config: ConfigType<typeof syncConfig>,
    private readonly db: Database,
    private readonly state: BodaccSyncStateRepository,
    private readonly runs: JobRunRepository,
  ) {}

  get isEnabled(): boolean {
    return this.config.url !== null;
  }

  /**
   * Records a new run as the sync's latest and returns its id; SYNC_DISABLED without a portal,
   * SYNC_ALREADY_RUNNING while the latest run is unfinished. It asks from the day after the
   * watermark.
   */
  async createRun(trigger: SyncTrigger, requestedBy: number | null): Promise<string> {
    if (!this.isEnabled) throw new DomainException(IngestionError.SyncDisabled);
    const processId = randomUUID();
    await this.db.transaction(async (tx) => {
      const state = await this.state.lockForUpdate(tx);
      const latest = state.lastRunId ? await this.runs.findById(state.lastRunId) : null;
      if (isUnfinished(latest?.state)) throw new DomainException(IngestionError.SyncAlreadyRunning);
      const today = dayInParis(new Date());
      await this.runs.create(
        {
          id: processId,
          kind: 'bodacc_sync',
          params: {
            fromDay: firstDayToAsk(state.syncedThrough, this.config.fromDay, today),
            batchSize: this.config.batchSize,
            trigger,
            source: 'bodacc-sync',
            resumedFrom: null,
          },
          requestedBy,
          checkpoint: null,
        },
        tx,
      );
      await this.state.setLastRun(tx, processId);
    });
    return processId;
  }

  /**
   * What an occurrence of the schedule runs: nothing while disabled or paused; the latest run
   * while it is unfinished (a crashed worker's, or one waiting in the queue: whoever takes it
   * first runs it, the lock keeps the other out); else a new run.
   */
  async runForSchedule(): Promise<string | null> {
    if (!this.isEnabled) return null;
    const state = await this.state.read();
    if (state.isPaused) return null;
    const latest = state.lastRunId ? await this.runs.findById(state.lastRunId) : null;
    if (latest && isUnfinished(latest.state)) return latest.id;
    try {
      return await this.createRun('schedule', null);
    } catch (error) {
      // An admin started one meanwhile.
      const isAlreadyRunning =
        error instanceof DomainException && error.definition === IngestionError.SyncAlreadyRunning;
      if (isAlreadyRunning) return null;
      throw error;
    }
  }
}
