import { Database, sql, Transaction } from '../database';
import { CommonError, DomainException } from '../errors';

/** What one account may hold only so many of, whatever its plan (issue 28). */
export type QuotaResource = 'webhooks' | 'apiKeys' | 'savedSearches';

/** Advisory lock class per resource; the second key is the account. */
const QUOTA_LOCK: Record<QuotaResource, number> = {
  webhooks: 7428,
  apiKeys: 7429,
  savedSearches: 7430,
};

export interface AccountQuota {
  resource: QuotaResource;
  userId: number;
  max: number;
}

/**
 * Before adding one more, inside `tx`: takes the account's lock for the resource (held until
 * the transaction ends, so two requests cannot both take the last place), then refuses with
 * 403 QUOTA_REACHED when the account already holds `max` (`countHeld`, read under the lock).
 */
export async function claimQuotaPlace(
  db: Database,
  tx: Transaction,
  { resource, userId, max }: AccountQuota,
  countHeld: () => Promise<number>,
): Promise<void> {
  await db.query(
    sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK[resource]}::int, ${userId}::int)`,
    tx,
  );
  if ((await countHeld()) >= max) {
    throw new DomainException(CommonError.QuotaReached, { quota: { resource, max } });
  }
}
