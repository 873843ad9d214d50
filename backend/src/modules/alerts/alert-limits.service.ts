import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { Database, sql, Transaction } from '../../shared/database';
import { DomainException, type ErrorDefinition } from '../../shared/errors';
import { PlanAccessService } from '../billing';
import { AlertsError } from './alerts.errors';

/** What the plans limit, named as the entitlements name them (CONTRACT §7.6 `limits`). */
export type LimitedResource = 'watches' | 'savedSearchAlerts';

/** What a refusal says beyond the plan's figure: its own message, more about the limit. */
export interface LimitRefusal {
  error?: ErrorDefinition;
  limit?: Record<string, unknown>;
}

/** Advisory lock class of a user's watches and saved searches (the second key is the user). */
const ALERTS_LOCK = 7417;

/**
 * The plan limits of CONTRACT §7.4, enforced on the server: a write takes the user's lock, then
 * checks the count it leaves (rolled back when over), so two requests cannot both take the last
 * place. Admins are not limited, as they are not metered.
 */
@Injectable()
export class AlertLimits {
  constructor(
    private readonly db: Database,
    private readonly plans: PlanAccessService,
  ) {}

  /** Serialises the user's watch and saved-search writes until the transaction ends. */
  async lock(tx: Transaction, user: AuthUser): Promise<void> {
    await this.db.query(
      sql`SELECT pg_advisory_xact_lock(${ALERTS_LOCK}::int, ${user.id}::int)`,
      tx,
    );
  }

  /** The most the user's plan allows; null: no limit (admins, unlimited plans). */
  async maxOf(user: AuthUser, resource: LimitedResource): Promise<number | null> {
    if (user.role === 'admin') return null;
    return (await this.plans.limitsOf(user.id))[resource];
  }

  /** 403 PLAN_LIMIT_REACHED when `inUse` (after the write) is more than the plan allows. */
  async assertWithin(
    user: AuthUser,
    resource: LimitedResource,
    inUse: number,
    refusal: LimitRefusal = {},
  ): Promise<void> {
    if (user.role === 'admin') return;
    const max = (await this.plans.limitsOf(user.id))[resource];
    if (max !== null && inUse > max) {
      throw new DomainException(refusal.error ?? AlertsError.PlanLimitReached, {
        limit: { resource, max, ...refusal.limit },
      });
    }
  }
}
