import { Global, Module } from '@nestjs/common';
import { NotificationsCreatedListener } from '../alerts';
import { AnalyzerModule } from '../analyzer';
import { BillingModule } from '../billing';
import { WebhookAccountSlots } from './webhook-account-slots';
import { WebhookDeliverer } from './webhook-deliverer';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEntitlement } from './webhook-entitlement';
import { WebhookHealth } from './webhook-health';
import { WebhookHttpClient } from './webhook-http.client';
import { WebhookTargetResolver } from './webhook-target.resolver';
import { WebhooksRepository } from './webhooks.repository';

/**
 * What Alerts asks of Integrations through the port it declares (queueing the webhooks of new
 * notifications), and what delivering needs. Global, in the API and the workers alike: both run
 * the batches that notify, like AlertMatchingModule.
 */
@Global()
@Module({
  // The plan's webhooks entitlement is asked when queueing and before each attempt; a watched
  // company's flags are read when queueing (CONTRACT §8.4).
  imports: [BillingModule, AnalyzerModule],
  providers: [
    WebhooksRepository,
    WebhookTargetResolver,
    WebhookHttpClient,
    WebhookDeliverer,
    WebhookDispatcher,
    WebhookEntitlement,
    WebhookAccountSlots,
    WebhookHealth,
    { provide: NotificationsCreatedListener, useExisting: WebhookDispatcher },
  ],
  exports: [
    NotificationsCreatedListener,
    WebhooksRepository,
    WebhookTargetResolver,
    WebhookDeliverer,
    WebhookEntitlement,
    WebhookAccountSlots,
    WebhookHealth,
  ],
})
export class IntegrationsDeliveryModule {}
