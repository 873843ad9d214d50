import { sql, SqlFragment } from '../../shared/database';

/**
 * Whether the user whose id is `userId` (a column of the enclosing statement) is an admin, for
 * statements that decide for many users at once (admins see every record).
 */
export function isAdminUser(userId: SqlFragment): SqlFragment {
  return sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.role = 'admin')`;
}
