import { Injectable } from '@nestjs/common';
import { ApiKeyResolver, AuthUser } from '../../shared/auth';
import { EntitlementsService } from '../billing';
import { ApiKeysRepository } from './api-keys.repository';
import { hashToken } from './secret-token';

/** `last_used_at` is written at most this often, not on every request of a busy key. */
const LAST_USED_PRECISION_MS = 60_000;

/** Turns an API key secret into its owner, for the routes marked @ApiKeyAccess(). */
@Injectable()
export class ApiKeyAuthenticator extends ApiKeyResolver {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly entitlements: EntitlementsService,
  ) {
    super();
  }

  /**
   * Null (401) for an unknown or revoked key; 403 PLAN_FEATURE_REQUIRED when its owner's plan
   * no longer opens API access, so the integrator learns why a key that worked stopped.
   */
  async resolveApiKey(secret: string): Promise<AuthUser | null> {
    const owner = await this.keys.findOwnerByHash(hashToken(secret));
    if (!owner) return null;
    const user: AuthUser = {
      id: owner.userId,
      email: owner.email,
      role: owner.role,
      sessionId: `api-key:${owner.keyId}`,
      apiKeyId: owner.keyId,
    };
    await this.entitlements.require(user, 'apiAccess');
    if (!owner.lastUsedAt || Date.now() - owner.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await this.keys.markUsed(owner.keyId);
    }
    return user;
  }
}
