import { rawSql } from '../../shared/database/sql';
import type { WrittenRecord } from './analyzer-record.input';
import { INACTIVE_STATUS_CODES } from './company-status.rules';

/** The status codes that make a company inactive, as an SQL list (constants, never input). */
export const INACTIVE_CODE_LIST = [...INACTIVE_STATUS_CODES].map((code) => `'${code}'`).join(', ');

/** Whether the company of the record `alias` is inactive now (CONTRACT §4.3). */
export const isCompanyInactive = (alias: string) =>
  `EXISTS (SELECT 1 FROM company_status s
           WHERE s.siren = ${alias}.siren AND s.code IN (${INACTIVE_CODE_LIST}))`;

/** The company's status code now, of the record `alias` ('active' without a status row). */
export const companyStatusCode = (alias: string) =>
  `coalesce((SELECT s.code FROM company_status s WHERE s.siren = ${alias}.siren), 'active')`;

/** Column → SQL type of the written record fields (the staging table's columns). */
const RECORD_COLUMNS: Record<keyof WrittenRecord, string> = {
  annonce_id: 'varchar',
  date_parution: 'date',
  type_annonce: 'varchar',
  nom_complet: 'text',
  nom_commercial: 'text',
  forme_juridique: 'text',
  rcs: 'text',
  siren: 'char(9)',
  date_annonce: 'date',
  tribunal: 'text',
  numero_departement: 'varchar',
  adresse: 'text',
  ville: 'text',
  capital: 'numeric',
  activite: 'text',
  famille: 'text',
  numero_annonce: 'text',
  proceduration_collective_existe: 'boolean',
  type_jugement: 'text',
  date_jugement: 'date',
  date_cessation_paiements: 'date',
  complementaire: 'text',
  annonce_text: 'text',
  details_annonce_json: 'jsonb',
  url_complete: 'text',
  sirens: 'text[]',
  previous_annonce_id: 'varchar',
  search_extra: 'text',
  judgment_kind: 'varchar',
  practitioners: 'jsonb',
  details_block: 'integer',
};
/** The written record fields, in the order the stage and the upsert list them. */
export const STAGED_COLUMNS = Object.keys(RECORD_COLUMNS);
/** Per-session staging table, emptied at every commit (one batch = one transaction). */
export const CREATE_STAGE = rawSql(`
  CREATE TEMP TABLE IF NOT EXISTS analyzer_records_stage
    (${STAGED_COLUMNS.map((n) => `${n} ${RECORD_COLUMNS[n as keyof WrittenRecord]}`).join(', ')})
    ON COMMIT DELETE ROWS`);
/** Upserts the staged batch on annonce_id, with the company's status from company_status. */
export const UPSERT_RECORDS = rawSql(`
  INSERT INTO analyzer_records (${STAGED_COLUMNS.join(', ')}, company_inactive, company_status_code)
  SELECT ${STAGED_COLUMNS.join(', ')},
    ${isCompanyInactive('x')}, ${companyStatusCode('x')}
  FROM analyzer_records_stage x
  ON CONFLICT (annonce_id) DO UPDATE SET
    ${[
      ...STAGED_COLUMNS.filter((n) => n !== 'annonce_id'),
      'company_inactive',
      'company_status_code',
    ]
      .map((n) => `${n} = EXCLUDED.${n}`)
      .join(', ')},
    updated_at = now()
  RETURNING id, annonce_id AS "annonceId", (xmax = 0) AS inserted`);
export const JSON_COLUMNS = new Set(['details_annonce_json', 'practitioners']);
/** The columns of a first load, COPY'd straight into the catalogue. */
export const FRESH_COLUMNS = ['id', ...STAGED_COLUMNS, 'company_inactive', 'company_status_code'];

const COUNT_KEY = 'type_annonce, departement, tribunal_key, company_inactive';
const addToKept = (key: string) => `ON CONFLICT (${key}) DO UPDATE SET
  count = kept.count + EXCLUDED.count, tribunal = greatest(kept.tribunal, EXCLUDED.tribunal)`;
/**
 * Folds the counts' pending changes (appended by the catalogue's triggers) into the months' and
 * the days' counts, in key order, by one writer at a time: a writer that finds another folding
 * leaves its changes to the next fold (a read adds them meanwhile), and never waits on it.
 */
export const FOLD_COUNT_CHANGES = rawSql(`
  WITH folder AS (SELECT pg_try_advisory_xact_lock(hashtext('catalogue_counts')) AS is_mine),
  moved AS (DELETE FROM catalogue_count_changes WHERE (SELECT is_mine FROM folder) RETURNING *),
  months AS (INSERT INTO catalogue_counts AS kept
    SELECT coalesce(to_char(day, 'YYYY-MM'), '') AS month, ${COUNT_KEY}, max(tribunal), sum(count)
    FROM moved GROUP BY 1, ${COUNT_KEY} ORDER BY 1, ${COUNT_KEY}
    ${addToKept(`month, ${COUNT_KEY}`)})
  INSERT INTO catalogue_day_counts AS kept
  SELECT day, ${COUNT_KEY}, max(tribunal), sum(count) FROM moved WHERE day IS NOT NULL
  GROUP BY day, ${COUNT_KEY} ORDER BY day, ${COUNT_KEY}
  ${addToKept(`day, ${COUNT_KEY}`)}`);
