import { Injectable } from '@nestjs/common';
import { CatalogueSyncReader, CatalogueSyncStatus } from '../analyzer';
import type { CatalogueSyncRunState } from '../analyzer';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import { JobState } from './entities/job-run.entity';
import { JobRunRepository } from './job-run.repository';

/** A run stopped by an admin left the catalogue as short as a failed one. */
const RUN_STATE: Record<JobState, CatalogueSyncRunState> = {
  queued: 'running',
  running: 'running',
  completed: 'completed',
  failed: 'failed',
  stopped: 'failed',
};

/** How current the sync keeps the catalogue, read by the Analyzer to state its coverage. */
@Injectable()
export class CatalogueSyncStatusService extends CatalogueSyncReader {
  constructor(
    private readonly state: BodaccSyncStateRepository,
    private readonly runs: JobRunRepository,
  ) {
    super();
  }

  async syncStatus(): Promise<CatalogueSyncStatus> {
    const state = await this.state.read();
    const lastRun = state.lastRunId ? await this.runs.findById(state.lastRunId) : null;
    return {
      syncedThrough: state.syncedThrough,
      lastSyncState: lastRun ? RUN_STATE[lastRun.state] : null,
    };
  }
}
