import { sql, SqlFragment } from '../../shared/database';

/** A `text[]` of the SIRENs watched by the user whose id is `userId` (a value or a column). */
export function sirensWatchedBy(userId: SqlFragment): SqlFragment {
  return sql`ARRAY(SELECT siren FROM watches WHERE user_id = ${userId} ORDER BY siren)`;
}

/**
 * The places of the user's watch limit that deleted watches still hold (issue 28), one row each
 * with `frees_at`: released within the cooldown, for a company the user does not watch again
 * (watching it again takes its place back: its notices were open to the user already).
 */
export function heldWatchSlots(userId: number, cooldownSeconds: number): SqlFragment {
  const cooldown = sql`make_interval(secs => ${cooldownSeconds})`;
  return sql`SELECT r.released_at + ${cooldown} AS frees_at
    FROM released_watch_slots r
    WHERE r.user_id = ${userId} AND r.released_at > now() - ${cooldown}
      AND NOT EXISTS (SELECT 1 FROM watches w WHERE w.user_id = r.user_id AND w.siren = r.siren)`;
}
