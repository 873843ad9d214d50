import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { AuthUser } from '../../shared/auth';
import { syncConfig } from '../../shared/config';
import { JobQueues } from '../../shared/queue';
import { BodaccSyncLauncher } from './bodacc-sync.launcher';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import { syncRunView } from './bodacc-sync.view';
import { DATA_JOBS } from './data-jobs';
import { SyncStatusResponse } from './dto/sync-status.response';
import { JobMessages } from './job-messages';
import { JobRunRepository } from './job-run.repository';

/** The admins' side of the sync: its state, "sync now", pause and resume. */
@Injectable()
export class BodaccSyncService {
  constructor(
    @Inject(syncConfig.KEY) private readonly config: ConfigType<typeof syncConfig>,
    private readonly launcher: BodaccSyncLauncher,
    private readonly state: BodaccSyncStateRepository,
    private readonly runs: JobRunRepository,
    private readonly queues: JobQueues,
  ) {}

  async status(): Promise<SyncStatusResponse> {
    const state = await this.state.read();
    const lastRun = state.lastRunId ? await this.runs.findById(state.lastRunId) : null;
    const isScheduled = this.launcher.isEnabled && !state.isPaused;
    return {
      enabled: this.launcher.isEnabled,
      paused: state.isPaused,
      schedule: { pattern: this.config.pattern, timeZone: this.config.timeZone },
      syncedThrough: state.syncedThrough,
      // Redis unreachable: the rest of the state is still worth showing.
      nextRunAt: isScheduled
        ? await this.queues.nextScheduledAt(DATA_JOBS.bodacc_sync).catch(() => null)
        : null,
      lastRun: lastRun && syncRunView(lastRun),
    };
  }

  /** A run now, paused or not; 409 while one runs or when the sync is disabled. */
  async runNow(admin: AuthUser): Promise<{ processId: string }> {
    const processId = await this.launcher.createRun('admin', admin.id);
    try {
      await this.queues.add(DATA_JOBS.bodacc_sync, { processId }, { jobId: processId });
    } catch (error) {
      // Never queued: it must not block the next runs.
      await this.runs.failUnfinished(processId, JobMessages.error((error as Error).message));
      throw error;
    }
    return { processId };
  }

  async setPaused(isPaused: boolean): Promise<SyncStatusResponse> {
    await this.state.setPaused(isPaused);
    return this.status();
  }
}
