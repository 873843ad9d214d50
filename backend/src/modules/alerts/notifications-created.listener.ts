import type { CreatedNotification } from './alert-matching.repository';

/**
 * Told of the notifications a batch created, once its transaction has committed: what leaves
 * the product because of them (webhooks) starts here. Implemented by the Integrations context.
 */
export abstract class NotificationsCreatedListener {
  abstract onNotificationsCreated(created: CreatedNotification[]): Promise<void>;
}
