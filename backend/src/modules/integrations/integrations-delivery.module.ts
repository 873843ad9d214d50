import { Global, Module } from '@nestjs/common';
import { NotificationsCreatedListener } from '../alerts';
import { WebhookDeliverer } from './webhook-deliverer';
import { WebhookDispatcher } from './webhook-dispatcher';
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
  providers: [
    WebhooksRepository,
    WebhookTargetResolver,
    WebhookHttpClient,
    WebhookDeliverer,
    WebhookDispatcher,
    { provide: NotificationsCreatedListener, useExisting: WebhookDispatcher },
  ],
  exports: [
    NotificationsCreatedListener,
    WebhooksRepository,
    WebhookTargetResolver,
    WebhookDeliverer,
  ],
})
export class IntegrationsDeliveryModule {}
