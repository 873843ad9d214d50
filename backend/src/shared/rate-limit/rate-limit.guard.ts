import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import { IS_PUBLIC_KEY } from '../auth';
import { RATE_LIMIT_KEY, RateLimitKind } from './rate-limit.decorator';

/** The throttler of requests made with an API key; the others never count them. */
export const API_KEY_THROTTLER = 'perApiKey';
/** The throttler of all the API keys of one account together. */
export const API_ACCOUNT_THROTTLER = 'perApiAccount';
const API_KEY_THROTTLERS = [API_KEY_THROTTLER, API_ACCOUNT_THROTTLER];

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
   * An API key's counters (its own, its account's) answer with the standard `RateLimit-*` headers
   * (draft IETF RateLimit fields) of the tighter of the two on every request, which the
   * throttler's own `X-RateLimit-*-<name>` are not.
   */
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler, blockDuration, getTracker, generateKey } = request;
    const name = throttler.name;
    if (!name || !API_KEY_THROTTLERS.includes(name)) return super.handleRequest(request);
    const { req, res } = this.getRequestResponse(context);
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, name);
    const hits = await this.storageService.increment(key, ttl, limit, blockDuration, name);
    const reset = hits.isBlocked ? hits.timeToBlockExpire : hits.timeToExpire;
    // A counter still blocking after its window rolled over counts afresh, yet nothing is left.
    const remaining = hits.isBlocked ? 0 : Math.max(0, limit - hits.totalHits);
    const shownRemaining = res.getHeader('RateLimit-Remaining');
    // The counter that refuses, else the one with the fewest requests left, is the one shown.
    if (hits.isBlocked || shownRemaining === undefined || remaining < Number(shownRemaining)) {
      res.header('RateLimit-Limit', String(limit));
      res.header('RateLimit-Remaining', String(remaining));
      res.header('RateLimit-Reset', String(reset));
    }
    if (hits.isBlocked) {
      res.header('Retry-After', String(reset));
      await this.throwThrottlingException(context, { ...hits, limit, ttl, key, tracker });
    }
    return true;
  }
}
