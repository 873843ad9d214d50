import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { IntegrationsDeliveryModule } from './integrations-delivery.module';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Webhooks (CONTRACT §7.6, Entreprise): the user routes; their deliveries' consumer is wired from src/jobs.ts. */
@Module({
  imports: [BillingModule, IntegrationsDeliveryModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class IntegrationsModule {}
