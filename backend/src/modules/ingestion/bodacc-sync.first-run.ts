import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../shared/config';
import { JobQueues } from '../../shared/queue';
import { BodaccSyncLauncher } from './bodacc-sync.launcher';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import { DATA_JOBS } from './data-jobs';

/**
 * A product that never synced fills itself as soon as its workers start, rather than at the
 * schedule's next occurrence (up to 12 hours later): one occurrence is queued now. Its job id
 * keeps several workers starting together to one.
 */
@Injectable()
export class BodaccSyncFirstRun implements OnApplicationBootstrap {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly launcher: BodaccSyncLauncher,
    private readonly state: BodaccSyncStateRepository,
    private readonly queues: JobQueues,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.app.processRole === 'api' || !this.launcher.isEnabled) return;
    const { lastRunId, isPaused } = await this.state.read();
    if (lastRunId !== null || isPaused) return;
    await this.queues.add(
      DATA_JOBS.bodacc_sync,
      { isScheduled: true },
      { jobId: 'bodacc-sync-first-run' },
    );
  }
}
