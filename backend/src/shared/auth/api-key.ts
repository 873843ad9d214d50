import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { AuthUser } from './auth-user';

/** Every API key secret starts with it, so a bearer token is told from a session's JWT at once. */
export const API_KEY_PREFIX = 'bda_live_';

/** The OpenAPI security scheme of API keys (see shared/openapi). */
export const API_KEY_SCHEME = 'apiKey';

export const API_KEY_ACCESS_KEY = 'apiKeyAccess';

export const isApiKeySecret = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** Implemented by the Identity context: the owner an API key secret acts as, or null. */
export abstract class ApiKeyResolver {
  abstract resolveApiKey(secret: string): Promise<AuthUser | null>;
}

/**
 * A data route an API key may call as its owner (CONTRACT §7.6); a key is refused with 401 on
 * every route without it.
 */
export const ApiKeyAccess = () =>
  applyDecorators(
    SetMetadata(API_KEY_ACCESS_KEY, true),
    ApiBearerAuth(API_KEY_SCHEME),
    ApiTooManyRequestsResponse({
      description: 'TOO_MANY_REQUESTS: past the API key rate limit (see RateLimit-* headers)',
    }),
  );
