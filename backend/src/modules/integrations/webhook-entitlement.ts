import { Injectable } from '@nestjs/common';
import { EntitlementsService } from '../billing';
import { WebhooksRepository } from './webhooks.repository';

/**
 * Whether a user's plan includes webhooks now (issue 28): asked when deliveries are queued and
 * again before each attempt, so deliveries stop with the plan.
 */
@Injectable()
export class WebhookEntitlement {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly entitlements: EntitlementsService,
  ) {}

  async isOpenTo(userId: number): Promise<boolean> {
    const owner = await this.webhooks.ownerOf(userId);
    if (!owner) return false;
    // The owner as the entitlements read a signed-in user; a background delivery has no session.
    const user = { id: owner.id, email: owner.email, role: owner.role, sessionId: 'webhooks' };
    return this.entitlements.allows(user, 'webhooks');
  }
}
