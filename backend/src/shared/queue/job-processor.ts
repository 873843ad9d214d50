import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Type } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobDefinition, JobHandler } from './job-definition';
import { processorOptions } from './processor-options';

/** The BullMQ consumer of a declared job: hands each job's data to the job's handler. */
export function processorFor<Data>(definition: JobDefinition<Data>): Type<WorkerHost> {
  const { retry } = definition;
  @Processor(definition.queue, {
    ...processorOptions(),
    settings: { backoffStrategy: (attemptsMade: number) => retry?.delayMs(attemptsMade) ?? 0 },
  })
  class DeclaredJobProcessor extends WorkerHost {
    constructor(@Inject(definition.handler) private readonly handler: JobHandler<Data>) {
      super();
    }

    process(job: Job<Data>): Promise<void> {
      return this.handler.handle(job.data);
    }
  }
  return DeclaredJobProcessor;
}
