export { NoRateLimit, RateLimit } from './rate-limit.decorator';
export type { RateLimitKind } from './rate-limit.decorator';
export { RateLimitGuard } from './rate-limit.guard';
export { RateLimitModule } from './rate-limit.module';
