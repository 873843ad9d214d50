import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type AuthUser } from '../../shared/auth';
import { authConfig } from '../../shared/config';
import { Database } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { claimQuotaPlace } from '../../shared/quota';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeyResponse, CreatedApiKeyResponse } from './dto/api-key.dto';
import { ApiKey } from './entities/api-key.entity';
import { IdentityError } from './identity.errors';
import { hashToken } from './secret-token';

/** Characters of the random part shown in the prefix: enough to tell a user's keys apart. */
const SHOWN_CHARACTERS = 6;

const toApiKeyResponse = (key: ApiKey): ApiKeyResponse => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
});

/** A user's API keys (CONTRACT §7.6): the secret is shown once, at creation. */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly db: Database,
    private readonly keys: ApiKeysRepository,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /**
   * 256 random bits: the plain SHA-256 of such a secret cannot be reversed by guessing, so the
   * slow password hash (argon2, tens of ms) would only slow every key request down.
   * 403 QUOTA_REACHED when the account has API_KEYS_PER_ACCOUNT keys already.
   */
  async create(user: AuthUser, name: string): Promise<CreatedApiKeyResponse> {
    const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const key = await this.db.transaction(async (tx) => {
      const quota = {
        resource: 'apiKeys' as const,
        userId: user.id,
        max: this.auth.apiKeysPerAccount,
      };
      await claimQuotaPlace(this.db, tx, quota, () => this.keys.countOf(user.id, tx));
      const newKey = {
        userId: user.id,
        name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
        secretHash: hashToken(secret),
      };
      return this.keys.insert(newKey, tx);
    });
    return { apiKey: toApiKeyResponse(key), secret };
  }

  async list(user: AuthUser): Promise<ApiKeyResponse[]> {
    return (await this.keys.listOf(user.id)).map(toApiKeyResponse);
  }

  /** Revoking deletes the key; another user's key is "not found", like one that does not exist. */
  async revoke(user: AuthUser, id: number): Promise<void> {
    if (!(await this.keys.deleteOwned(id, user.id))) {
      throw new DomainException(IdentityError.ApiKeyNotFound);
    }
  }
}
