import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import { IS_PUBLIC_KEY } from '../auth';
import { RATE_LIMIT_KEY, RateLimitKind } from './rate-limit.decorator';

/** The throttler of requests made with an API key; the others never count them. */
export const API_KEY_THROTTLER = 'perApiKey';

/** The API key a request was made with, or undefined. */
export const apiKeyOf = (context: ExecutionContext): number | undefined =>
  context.switchToHttp().getRequest().user?.apiKeyId;

/** The limit a route falls under, or null when it has none. */
export function rateLimitKindOf(
  reflector: Reflector,
  context: ExecutionContext,
): RateLimitKind | null {
  const targets = [context.getHandler(), context.getClass()];
  const declared = reflector.getAllAndOverride<RateLimitKind | 'none'>(RATE_LIMIT_KEY, targets);
  if (declared === 'none') return null;
  if (declared) return declared;
  return reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) ? 'credentials' : null;
}

/**
 * Global, after authentication (so a limit per account can use the signed-in user): a route
 * reachable without a token is rate-limited unless it says otherwise (issue 13, finding 5), and
 * every request made with an API key is, per key.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return apiKeyOf(context) === undefined && rateLimitKindOf(this.reflector, context) === null;
  }

  /**
   * An API key's counter answers with the standard `RateLimit-*` headers (draft IETF
   * RateLimit fields) on every request, which the throttler's own `X-RateLimit-*-<name>` are not.
   */
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler, blockDuration, getTracker, generateKey } = request;
    if (throttler.name !== API_KEY_THROTTLER) return super.handleRequest(request);
    const { req, res } = this.getRequestResponse(context);
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, throttler.name);
    const hits = await this.storageService.increment(
      key,
      ttl,
      limit,
      blockDuration,
      throttler.name,
    );
    const reset = hits.isBlocked ? hits.timeToBlockExpire : hits.timeToExpire;
    res.header('RateLimit-Limit', String(limit));
    res.header('RateLimit-Remaining', String(Math.max(0, limit - hits.totalHits)));
    res.header('RateLimit-Reset', String(reset));
    if (hits.isBlocked) {
      res.header('Retry-After', String(reset));
      await this.throwThrottlingException(context, { ...hits, limit, ttl, key, tracker });
    }
    return true;
  }
}
