import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { DataJobData, processorOptions, QueueName } from '../../../shared/queue';
import { BodaccTransferService } from '../bodacc-transfer.service';
import { JobLifecycle } from '../job-lifecycle';

@Processor(QueueName.BodaccTransfer, processorOptions())
export class BodaccTransferProcessor extends WorkerHost {
  constructor(
    private readonly lifecycle: JobLifecycle,
    private readonly transfer: BodaccTransferService,
  ) {
    super();
  }

  process(job: Job<DataJobData>): Promise<void> {
    return this.lifecycle.execute(job.data.processId, (run) => this.transfer.run(run));
  }
}
