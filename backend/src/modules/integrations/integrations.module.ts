import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { IntegrationsDeliveryModule } from './integrations-delivery.module';
import { IntegrationsWorkerModule } from './integrations-worker.module';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks (CONTRACT §7.6, Entreprise): the user routes, and the deliveries' consumer (here too
 * when PROCESS_ROLE is all).
 */
@Module({
  imports: [BillingModule, IntegrationsDeliveryModule, IntegrationsWorkerModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class IntegrationsModule {}
