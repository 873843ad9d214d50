import { WorkerHost } from '@nestjs/bullmq';
import {
  DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  Type,
} from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ModuleRef } from '@nestjs/core';
import { appConfig } from '../config';
import { AnyJobDefinition } from './job-definition';
import { processorFor } from './job-processor';
import { JobQueues } from './job-queues';

const DECLARED_JOBS = Symbol('DECLARED_JOBS');
const PROCESSORS = Symbol('PROCESSORS');

/**
 * Starts the paused workers and registers the schedules of these jobs, unless this process is
 * API-only (PROCESS_ROLE=api): then the worker processes do both.
 */
@Injectable()
class JobWorkersStarter implements OnApplicationBootstrap {
  private readonly logger = new Logger('JobWorkers');

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(DECLARED_JOBS) private readonly jobs: readonly AnyJobDefinition[],
    @Inject(PROCESSORS) private readonly processors: readonly Type<WorkerHost>[],
    private readonly queues: JobQueues,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.app.processRole === 'api') return;
    await this.queues.registerSchedules(this.jobs);
    for (const [index, processor] of this.processors.entries()) {
      const { worker } = this.moduleRef.get(processor);
      worker.concurrency = this.jobs[index].concurrency?.() ?? worker.concurrency;
      worker
        .run()
        .catch((error: Error) => this.logger.error(`Queue worker stopped: ${error.message}`));
    }
  }
}

/** The consumers of declared jobs, whose handlers are providers of `handlers`. */
@Module({})
export class JobWorkersModule {
  static register(jobs: readonly AnyJobDefinition[], handlers: Type): DynamicModule {
    const processors = jobs.map((job) => processorFor(job));
    return {
      module: JobWorkersModule,
      imports: [handlers],
      providers: [
        ...processors,
        { provide: DECLARED_JOBS, useValue: jobs },
        { provide: PROCESSORS, useValue: processors },
        JobWorkersStarter,
      ],
    };
  }
}
