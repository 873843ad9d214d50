import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { DataJobData, processorOptions, QueueName } from '../../../shared/queue';
import { BodaccImportService } from '../bodacc-import.service';
import { JobLifecycle } from '../job-lifecycle';

@Processor(QueueName.BodaccImport, processorOptions())
export class BodaccImportProcessor extends WorkerHost {
  constructor(
    private readonly lifecycle: JobLifecycle,
    private readonly importer: BodaccImportService,
  ) {
    super();
  }

  process(job: Job<DataJobData>): Promise<void> {
    return this.lifecycle.execute(job.data.processId, (run) => this.importer.run(run));
  }
}
