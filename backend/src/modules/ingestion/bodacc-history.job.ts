import { Injectable } from '@nestjs/common';
import type { JobFailure, JobHandler } from '../../shared/queue';
import { BodaccHistoryRunner } from './bodacc-history.runner';
import type { DataJobData } from './data-jobs';
import { JobLifecycle } from './job-lifecycle';

/** The bodacc-history queue's handler: one history run, resumed from its month after a crash. */
@Injectable()
export class BodaccHistoryJob implements JobHandler<DataJobData> {
  constructor(
    private readonly runner: BodaccHistoryRunner,
    private readonly lifecycle: JobLifecycle,
  ) {}

  handle({ processId }: DataJobData): Promise<void> {
    return this.lifecycle.execute(processId, 'bodacc_history', (run) => this.runner.run(run));
  }

  onFailed({ processId }: DataJobData, failure: JobFailure): Promise<void> {
    return this.lifecycle.abandon(processId, failure);
  }
}
