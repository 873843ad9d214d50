import { sql, SqlFragment } from '../../shared/database';

/**
 * The plan that applies to the user whose id is `userId` (a value or a column of the enclosing
 * statement): that of their active subscription (trial included), or of a cancelled one still
 * within its period; null when none. The same rule as `findGivingAccess`, as SQL, so that a
 * statement can ask it for many users at once (alerts matching a batch).
 */
export function planGivingAccessTo(userId: SqlFragment): SqlFragment {
  return sql`(SELECT s.subscription_plan_id FROM user_subscriptions s
    WHERE s.user_id = ${userId}
      AND (s.status = 'active' OR (s.status = 'canceled' AND s.current_period_end > now()))
    ORDER BY s.current_period_end DESC LIMIT 1)`;
}
