import { Module } from '@nestjs/common';
import { AlertMatchingModule } from './modules/alerts';
import { FavoriteStatusModule } from './modules/favorites';
import { IntegrationsDeliveryModule } from './modules/integrations';
import { CoreModule } from './shared/core.module';
import { HealthModule } from './shared/health/health.module';
import { JOBS } from './jobs';
import { QueueModule } from './shared/queue';
import { RealtimeModule } from './shared/realtime';
import { WorkerHeartbeat } from './worker-heartbeat';
import { WorkersModule } from './workers.module';

/** The queue processors' process: same shared modules as the API, no HTTP listener. */
@Module({
  imports: [
    CoreModule,
    QueueModule.forRoot(JOBS),
    RealtimeModule,
    HealthModule,
    // The Analyzer module (used by the jobs) reads favorite status through this global port.
    FavoriteStatusModule,
    // The batches the workers write are matched against watches and saved searches (global port).
    AlertMatchingModule,
    // Which queues the webhooks of the notifications matching creates (global port of Alerts).
    IntegrationsDeliveryModule,
    // The consumers of every job of src/jobs.ts.
    WorkersModule,
  ],
  providers: [WorkerHeartbeat],
})
export class WorkerModule {}
