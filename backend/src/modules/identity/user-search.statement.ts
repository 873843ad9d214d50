import { sql, SqlFragment } from '../../shared/database';

/** A user row under the entity's property names (password hash only when asked for). */
export const USER_COLUMNS = sql`id, email, full_name AS "fullName", role,
  is_verified AS "isVerified", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Name or e-mail containing the text, ignoring accents and case; everyone when empty. */
function matching(search: string): SqlFragment {
  if (!search) return sql`TRUE`;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(unaccent(lower(full_name)) LIKE unaccent(lower(${pattern}))
    OR lower(email) LIKE lower(${pattern}))`;
}

/** The admin user list: one page in id order, and how many match in all. */
export function userSearchStatements(
  search: string,
  limit: number,
  offset: number,
): { page: SqlFragment; count: SqlFragment } {
  const where = matching(search);
  return {
    page: sql`SELECT ${USER_COLUMNS} FROM users WHERE ${where}
      ORDER BY id ASC LIMIT ${limit} OFFSET ${offset}`,
    count: sql`SELECT count(*)::int AS count FROM users WHERE ${where}`,
  };
}
