import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { DataJobData, processorOptions, QueueName } from '../../../shared/queue';
import { AnalyzerIngestService } from '../analyzer-ingest.service';
import { JobLifecycle } from '../job-lifecycle';

@Processor(QueueName.AnalyzerIngest, processorOptions())
export class AnalyzerIngestProcessor extends WorkerHost {
  constructor(
    private readonly lifecycle: JobLifecycle,
    private readonly ingest: AnalyzerIngestService,
  ) {
    super();
  }

  process(job: Job<DataJobData>): Promise<void> {
    return this.lifecycle.execute(job.data.processId, (run) => this.ingest.run(run));
  }
}
