import { Module } from '@nestjs/common';
import { AlertMatchingModule, AlertsMailWorkerModule } from './modules/alerts';
import { BillingWorkerModule } from './modules/billing';
import { FavoriteStatusModule, FavoritesWorkerModule } from './modules/favorites';
import { IdentityWorkerModule } from './modules/identity';
import { IngestionWorkerModule } from './modules/ingestion';
import { IntegrationsDeliveryModule, IntegrationsWorkerModule } from './modules/integrations';
import { CoreModule } from './shared/core.module';
import { HealthModule } from './shared/health/health.module';
import { MailDeliveryModule } from './shared/mail';
import { JOBS } from './jobs';
import { QueueModule } from './shared/queue';
import { RealtimeModule } from './shared/realtime';
import { WorkerHeartbeat } from './worker-heartbeat';

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
    IngestionWorkerModule,
    IdentityWorkerModule,
    MailDeliveryModule,
    FavoritesWorkerModule,
    BillingWorkerModule,
    AlertsMailWorkerModule,
    IntegrationsWorkerModule,
  ],
  providers: [WorkerHeartbeat],
})
export class WorkerModule {}
