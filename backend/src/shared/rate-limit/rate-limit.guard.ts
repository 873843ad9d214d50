import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import { IS_PUBLIC_KEY } from '../auth';
import { RATE_LIMIT_KEY, RateLimitKind } from './rate-limit.decorator';

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
 * reachable without a token is rate-limited unless it says otherwise (issue 13, finding 5).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return rateLimitKindOf(this.reflector, context) === null;
  }
}
