import { joinSql, sql, SqlFragment } from '../../shared/database/sql';

/** What a grant opens: the records matching each criterion that is set. */
export interface GrantCriteria {
  departements: string[] | null;
  types: string[] | null;
  /** YYYY-MM-DD: published that day or later. */
  from: string | null;
}

/** Whom a read is for: a user, with the grants they hold; admins are `undefined` (they see all). */
export interface Viewer {
  userId: number;
  grants: GrantCriteria[];
  /** The SIRENs the user watches: every notice naming one is theirs to see (CONTRACT §7.4). */
  watchedSirens: string[];
}

/** Whether this viewer sees every record: an admin, or a grant with no criterion. */
export const seesEverything = (viewer: Viewer | undefined): boolean =>
  !viewer || viewer.grants.some((grant) => !grant.departements && !grant.types && !grant.from);

function grantCondition(grant: GrantCriteria): SqlFragment {
  const criteria: SqlFragment[] = [];
  if (grant.departements) {
    criteria.push(sql`r.numero_departement = ANY(${grant.departements}::varchar[])`);
  }
  if (grant.types) criteria.push(sql`r.type_annonce = ANY(${grant.types}::varchar[])`);
  if (grant.from) criteria.push(sql`r.date_parution >= ${grant.from}::date`);
  return sql`(${joinSql(criteria, ' AND ')})`;
}

/**
 * The one visibility rule (CONTRACT §7.1), on `analyzer_records r`: a record the user's grants
 * open, one naming a company they watch, or one assigned to them; null for admins, who see
 * everything. The grants and watches come first: they are plain tests on the row (the watches'
 * on the GIN-indexed `sirens`), and a catalogue-wide grant spares the assignment lookup.
 */
export function visibleTo(viewer: Viewer | undefined): SqlFragment | null {
  if (!viewer) return null;
  const watched = viewer.watchedSirens.length
    ? [sql`r.sirens && ${viewer.watchedSirens}::text[]`]
    : [];
  const assigned = sql`EXISTS (SELECT 1 FROM record_assignments a
    WHERE a.record_id = r.id AND a.user_id = ${viewer.userId})`;
  return sql`(${joinSql([...viewer.grants.map(grantCondition), ...watched, assigned], ' OR ')})`;
}

/**
 * The same rule for many users in one statement (alerts matching a batch of new records): `r`
 * is visible to the user whose id is `userId` and whose plan is `planId` (columns of the
 * enclosing statement) through their grants, their plan's or an assignment. Admins and watches
 * are left to the caller: whether a user is an admin is Identity's, and a notice of a watched
 * company is matched by the watch itself.
 */
export function visibleToEachUser(userId: SqlFragment, planId: SqlFragment): SqlFragment {
  return sql`(EXISTS (SELECT 1 FROM access_grants g
      WHERE (g.user_id = ${userId} OR g.plan_id = ${planId})
        AND (g.departements IS NULL OR r.numero_departement = ANY(g.departements))
        AND (g.types IS NULL OR r.type_annonce = ANY(g.types))
        AND (g.from_date IS NULL OR r.date_parution >= g.from_date))
    OR EXISTS (SELECT 1 FROM record_assignments a
      WHERE a.record_id = r.id AND a.user_id = ${userId}))`;
}
