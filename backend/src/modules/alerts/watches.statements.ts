import { sql, SqlFragment } from '../../shared/database';

/** A `text[]` of the SIRENs watched by the user whose id is `userId` (a value or a column). */
export function sirensWatchedBy(userId: SqlFragment): SqlFragment {
  return sql`ARRAY(SELECT siren FROM watches WHERE user_id = ${userId} ORDER BY siren)`;
}
