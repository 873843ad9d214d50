import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../../shared/queue';
import { INTEGRATIONS_JOBS, WebhookDeliveryHandler } from './webhook-delivery.job';

@Module({ providers: [WebhookDeliveryHandler], exports: [WebhookDeliveryHandler] })
export class IntegrationsJobsModule {}

/** The webhook deliveries' consumer; it runs only when PROCESS_ROLE is all or worker. */
@Module({ imports: [JobWorkersModule.register(INTEGRATIONS_JOBS, IntegrationsJobsModule)] })
export class IntegrationsWorkerModule {}
