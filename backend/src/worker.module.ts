import { Module } from '@nestjs/common';
import { CoreModule } from './shared/core.module';
import { HealthModule } from './shared/health/health.module';
import { WorkerHeartbeat } from './worker-heartbeat';

/** The queue processors' process: same shared modules as the API, no HTTP listener. */
@Module({
  imports: [CoreModule, HealthModule],
  providers: [WorkerHeartbeat],
})
export class WorkerModule {}
