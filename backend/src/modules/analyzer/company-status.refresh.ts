import { rawSql, sql, SqlFragment } from '../../shared/database/sql';
import { INACTIVE_CODE_LIST } from './analyzer-catalog.statements';
import type { AnalyzerRecordInput } from './analyzer-record.input';
import {
  CompanyStatusFact,
  deriveCompanyStatus,
  statusEventOf,
  StatusNotice,
} from './company-status.rules';

/** Runs a statement in the caller's transaction and gives its rows. */
export type StatementRunner = <Row>(statement: SqlFragment) => Promise<Row[]>;

/** The notice types that can move a company's status; the others are never read for it. */
export const STATUS_NOTICE_TYPES = ['collective', 'radiation', 'rectificatif', 'annulation'];

const INACTIVE_CODES = rawSql(INACTIVE_CODE_LIST);

/** The SIRENs whose status these records may change: only their judgments, radiations and corrections. */
export function sirensToRefresh(records: readonly AnalyzerRecordInput[]): string[] {
  const sirens = new Set<string>();
  for (const record of records) {
    if (!record.siren) continue;
    const isCorrection =
      record.type_annonce === 'rectificatif' || record.type_annonce === 'annulation';
    const event = statusEventOf({
      typeAnnonce: record.type_annonce,
      famille: record.famille,
      typeJugement: record.type_jugement,
    });
    if (isCorrection || event.kind !== 'none') sirens.add(record.siren);
  }
  return [...sirens];
}

/**
 * Derives the status of these companies again from all their notices in the catalogue and writes
 * it with the inactivity flag of their records: a few statements for the whole batch. Companies
 * are locked first (in one order, so two batches cannot deadlock), so that two transactions
 * writing notices of one company at once cannot each derive it without the other's notices.
 */
export async function refreshCompanyStatuses(
  query: StatementRunner,
  sirens: readonly string[],
): Promise<void> {
  const sorted = [...new Set(sirens)].sort();
  if (!sorted.length) return;
  await query(sql`SELECT pg_advisory_xact_lock(7303, hashtext(s))
    FROM (SELECT s FROM unnest(${sorted}::text[]) s ORDER BY s) ordered`);
  const notices = await query<StatusNotice & { siren: string }>(sql`
    SELECT siren, annonce_id AS "annonceId", type_annonce AS "typeAnnonce", famille,
      type_jugement AS "typeJugement", date_jugement::text AS "dateJugement",
      date_parution::text AS "dateParution", previous_annonce_id AS "previousAnnonceId"
    FROM analyzer_records
    WHERE siren = ANY(${sorted}::char(9)[]) AND type_annonce = ANY(${STATUS_NOTICE_TYPES})`);
  const bySiren = new Map<string, StatusNotice[]>(sorted.map((siren) => [siren, []]));
  for (const notice of notices) bySiren.get(notice.siren)?.push(notice);
  const facts = [...bySiren].map(([siren, ofCompany]) => ({
    siren,
    ...deriveCompanyStatus(ofCompany),
  }));
  await query(writeStatuses(facts));
}

/** Upserts the non-default statuses, drops the default ones, and flags the records. */
function writeStatuses(facts: (CompanyStatusFact & { siren: string })[]): SqlFragment {
  return sql`
    WITH facts AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(facts)}::jsonb)
        AS x(siren char(9), code varchar, since date, "annonceId" varchar)
    ), kept AS (
      INSERT INTO company_status (siren, code, since, source_annonce_id)
      SELECT siren, code, since, "annonceId" FROM facts
      WHERE code <> 'active' OR since IS NOT NULL
      ON CONFLICT (siren) DO UPDATE SET code = EXCLUDED.code, since = EXCLUDED.since,
        source_annonce_id = EXCLUDED.source_annonce_id, updated_at = now()
      WHERE (company_status.code, company_status.since, company_status.source_annonce_id)
        IS DISTINCT FROM (EXCLUDED.code, EXCLUDED.since, EXCLUDED.source_annonce_id)
    ), dropped AS (
      DELETE FROM company_status s USING facts f
      WHERE s.siren = f.siren AND f.code = 'active' AND f.since IS NULL
    )
    UPDATE analyzer_records r SET company_inactive = (f.code IN (${INACTIVE_CODES}))
    FROM facts f
    WHERE r.siren = f.siren AND r.company_inactive <> (f.code IN (${INACTIVE_CODES}))`;
}
