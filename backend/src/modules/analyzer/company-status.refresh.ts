import { rawSql, sql, SqlFragment } from '../../shared/database/sql';
import { mapInSlices } from '../../shared/scheduling';
import { INACTIVE_CODE_LIST } from './analyzer-catalog.statements';
import type { AnalyzerRecordInput } from './analyzer-record.input';
import {
  CompanyStatusFact,
  deriveCompanyStatus,
  isTransferText,
  statusEventOf,
  StatusNotice,
} from './company-status.rules';

/** Runs a statement in the caller's transaction and gives its rows. */
export type StatementRunner = <Row>(statement: SqlFragment) => Promise<Row[]>;

/** The notice types that can move a company's status; the others are never read for it. */
export const STATUS_NOTICE_TYPES = ['collective', 'radiation', 'rectificatif', 'annulation'];
/** Registrations, read only when they follow a transfer of the registered office (a move). */
const REGISTRATION_TYPES = ['immatriculation', 'creation', 'vente'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const textIn = (object: unknown, key: string) =>
  isObject(object) && typeof object[key] === 'string' ? object[key] : null;

/** The notice's own words the status reads: its judgment's text, else what its acts describe. */
export function statusTextOf(
  record: Pick<AnalyzerRecordInput, 'complementaire' | 'details_annonce_json'>,
) {
  const details = record.details_annonce_json;
  const words = [
    record.complementaire,
    textIn(isObject(details) ? details.radiationaurcs : null, 'commentaire'),
    textIn(isObject(details) ? details.acte : null, 'descriptif'),
    textIn(isObject(details) ? details.modificationsgenerales : null, 'descriptif'),
  ].filter(Boolean);
  return words.length ? words.join(' ') : null;
}

/** The same words in SQL, of `analyzer_records` (a text JSON of older imports gives nulls). */
export const STATUS_TEXT = rawSql(`NULLIF(concat_ws(' ', complementaire,
  details_annonce_json->'radiationaurcs'->>'commentaire',
  details_annonce_json->'acte'->>'descriptif',
  details_annonce_json->'modificationsgenerales'->>'descriptif'), '')`);

/** The records the status reads: judgments, radiations, corrections, registrations after a move. */
const READ_FOR_STATUS = sql`(type_annonce = ANY(${STATUS_NOTICE_TYPES})
  OR (type_annonce = ANY(${REGISTRATION_TYPES})
      AND details_annonce_json->'acte'->>'descriptif' ILIKE '%transfert%'))`;

const INACTIVE_CODES = rawSql(INACTIVE_CODE_LIST);

/** The SIREN whose status this record may change (its judgments, radiations, corrections), or null. */
export function sirenToRefresh(record: AnalyzerRecordInput): string | null {
  if (!record.siren) return null;
  const isCorrection =
    record.type_annonce === 'rectificatif' || record.type_annonce === 'annulation';
  const text = statusTextOf(record);
  const isMove = REGISTRATION_TYPES.includes(record.type_annonce ?? '') && isTransferText(text);
  const event = statusEventOf({
    typeAnnonce: record.type_annonce,
    famille: record.famille,
    typeJugement: record.type_jugement,
    text,
  });
  return isCorrection || isMove || event.kind !== 'none' ? record.siren : null;
}

/** The SIRENs whose status these records may change: only their judgments, radiations and corrections. */
export function sirensToRefresh(records: readonly AnalyzerRecordInput[]): string[] {
  return uniqueSirens(records.map(sirenToRefresh));
}

export const uniqueSirens = (sirens: readonly (string | null)[]): string[] => [
  ...new Set(sirens.filter((siren): siren is string => siren !== null)),
];

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
      date_parution::text AS "dateParution", previous_annonce_id AS "previousAnnonceId",
      ${STATUS_TEXT} AS text
    FROM analyzer_records
    WHERE siren = ANY(${sorted}::char(9)[]) AND ${READ_FOR_STATUS}`);
  const bySiren = new Map<string, StatusNotice[]>(sorted.map((siren) => [siren, []]));
  for (const notice of notices) bySiren.get(notice.siren)?.push(notice);
  const facts = await mapInSlices([...bySiren], ([siren, ofCompany]) => ({
    siren,
    ...deriveCompanyStatus(ofCompany),
  }));
  await query(writeStatuses(facts));
}

/** Upserts the non-default statuses, drops the default ones, and marks the records with them. */
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
    UPDATE analyzer_records r SET company_inactive = (f.code IN (${INACTIVE_CODES})),
      company_status_code = f.code
    FROM facts f
    WHERE r.siren = f.siren AND (r.company_inactive, r.company_status_code)
      IS DISTINCT FROM (f.code IN (${INACTIVE_CODES}), f.code::varchar)`;
}
