import { SetMetadata } from '@nestjs/common';

/**
 * `credentials`: routes that check a secret or send mail (RATE_LIMIT_PER_MINUTE);
 * `session`: refresh-token and logout, which a browser calls on its own
 * (SESSION_RATE_LIMIT_PER_MINUTE, more generous for offices behind one address);
 * `watchCreation`: creating watches (WATCH_RATE_LIMIT_PER_MINUTE), per account only, counting the
 * session and every API key of the account together (issue 28).
 */
export type RateLimitKind = 'credentials' | 'session' | 'watchCreation';

export const RATE_LIMIT_KEY = 'rateLimit';

/**
 * Every @Public() route is limited as `credentials` without saying so; an authenticated route is
 * limited only when it asks (change-password: its current-password check).
 */
export const RateLimit = (kind: RateLimitKind = 'credentials') => SetMetadata(RATE_LIMIT_KEY, kind);

/** A public route left unlimited; say why beside it. */
export const NoRateLimit = () => SetMetadata(RATE_LIMIT_KEY, 'none');
