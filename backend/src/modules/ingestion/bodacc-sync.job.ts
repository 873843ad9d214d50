import { Injectable, Logger } from '@nestjs/common';
import type { JobFailure, JobHandler } from '../../shared/queue';
import { BodaccSyncLauncher } from './bodacc-sync.launcher';
import { BodaccSyncRunner } from './bodacc-sync.runner';
import { BodaccSyncStateRepository } from './bodacc-sync-state.repository';
import type { SyncJobData } from './data-jobs';
import { JobLifecycle } from './job-lifecycle';

/**
 * The bodacc-sync queue's handler: runs the run a job names, or, for an occurrence of the
 * schedule, the run the schedule calls for. Only the process holding the sync's lock runs one,
 * so two workers never run the sync at once.
 */
@Injectable()
export class BodaccSyncJob implements JobHandler<SyncJobData> {
  private readonly logger = new Logger(BodaccSyncJob.name);

  constructor(
    private readonly launcher: BodaccSyncLauncher,
    private readonly runner: BodaccSyncRunner,
    private readonly state: BodaccSyncStateRepository,
    private readonly lifecycle: JobLifecycle,
  ) {}

  async handle(data: SyncJobData): Promise<void> {
    const processId = 'processId' in data ? data.processId : await this.launcher.runForSchedule();
    if (processId) await this.execute(processId);
  }

  async onFailed(data: SyncJobData, failure: JobFailure): Promise<void> {
    if ('processId' in data) await this.lifecycle.abandon(data.processId, failure);
  }

  private async execute(processId: string): Promise<void> {
    const ran = await this.state.withRunLock(async () => {
      await this.lifecycle.execute(processId, 'bodacc_sync', (run) => this.runner.run(run));
      return true;
    });
    if (ran === null) this.logger.log(`Sync run ${processId}: another process is running the sync`);
  }
}
