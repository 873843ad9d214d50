import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AdminModule } from './modules/admin';
import { AlertsModule } from './modules/alerts';
import { AnalyzerModule } from './modules/analyzer';
import { BillingModule } from './modules/billing';
import { CreditsModule } from './modules/credits';
import { FavoritesModule } from './modules/favorites';
import { IdentityModule } from './modules/identity';
import { IngestionModule } from './modules/ingestion';
import { IntegrationsModule } from './modules/integrations';
import { AuthenticationGuard, RolesGuard } from './shared/auth';
import { CoreModule } from './shared/core.module';
import { AllExceptionsFilter } from './shared/errors';
import { HealthModule } from './shared/health/health.module';
import { JOBS } from './jobs';
import { QueueModule } from './shared/queue';
import { RateLimitGuard, RateLimitModule } from './shared/rate-limit';
import { RealtimeGateway, RealtimeModule } from './shared/realtime';
import { WorkersModule } from './workers.module';

@Module({
  imports: [
    CoreModule,
    QueueModule.forRoot(JOBS),
    RealtimeModule,
    RateLimitModule,
    HealthModule,
    IdentityModule,
    CreditsModule,
    BillingModule,
    AnalyzerModule,
    FavoritesModule,
    IngestionModule,
    AdminModule,
    AlertsModule,
    IntegrationsModule,
    // Consumes every job of src/jobs.ts unless PROCESS_ROLE=api (then worker processes do).
    WorkersModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    // After authentication: the per-account limit reads the signed-in user.
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    RealtimeGateway,
  ],
})
export class AppModule {}
