import { joinSql, sql, SqlFragment } from '../../shared/database';

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
}

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
 * open, or one assigned to them; null for admins, who see everything. The grants come first:
 * they are plain tests on the row, and a catalogue-wide grant spares the assignment lookup.
 */
export function visibleTo(viewer: Viewer | undefined): SqlFragment | null {
  if (!viewer) return null;
  const assigned = sql`EXISTS (SELECT 1 FROM record_assignments a
    WHERE a.record_id = r.id AND a.user_id = ${viewer.userId})`;
  return sql`(${joinSql([...viewer.grants.map(grantCondition), assigned], ' OR ')})`;
}
