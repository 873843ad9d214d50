import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../../shared/queue';
import { BILLING_JOBS } from './billing-jobs';
import { BillingModule } from './billing.module';

/** Billing's queue consumers, in the worker processes. */
@Module({
  imports: [JobWorkersModule.register(BILLING_JOBS, BillingModule)],
})
export class BillingWorkerModule {}
