import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { IdentityModule } from './modules/identity';
import { AuthenticationGuard, RolesGuard } from './shared/auth';
import { CoreModule } from './shared/core.module';
import { AllExceptionsFilter } from './shared/errors';
import { HealthModule } from './shared/health/health.module';
import { RateLimitModule } from './shared/rate-limit/rate-limit.module';

@Module({
  imports: [CoreModule, RateLimitModule, HealthModule, IdentityModule],
  providers: [
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
})
export class AppModule {}
