import { joinSql, rawSql, sql, SqlFragment } from '../../shared/database';
import { DATE_FIELDS, RECORD_FIELDS, RecordField, SUMMARY_FIELDS } from './analyzer-record.fields';
import { Viewer, visibleTo } from './record-visibility';

export interface RecordSearch {
  /** Only records this viewer sees; undefined for admins, who see everything. */
  visibleTo?: Viewer;
  terms: string[];
  dateFrom?: string;
  dateTo?: string;
  types: string[];
  departements: string[];
  /** Part of the tribunal's name, any case and accents. */
  tribunal?: string;
  /** Records naming this SIREN (any of the notice's SIRENs). */
  siren?: string;
  includeInactive: boolean;
  offset: number;
  limit: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (term: string) => sql`'%' || lower(f_unaccent(${escapeLike(term)})) || '%'`;

/** Columns of `alias` under the entity's property names; dates as the API shows them. */
function recordColumns(alias: string, fields: readonly RecordField[]): SqlFragment {
  return rawSql(
    fields
      .map((field) => {
        const column = DATE_FIELDS.has(field) ? `${alias}.${field}::text` : `${alias}.${field}`;
        return `${column} AS "${RECORD_FIELDS[field]}"`;
      })
      .join(', '),
  );
}

/** The company status of the record `alias` (joined as `s`), under the view's names. */
const STATUS_COLUMNS = rawSql(
  `s.code AS "statusCode", s.since::text AS "statusSince", s.source_annonce_id AS "statusAnnonceId"`,
);
const joinStatus = (alias: string) =>
  rawSql(`LEFT JOIN company_status s ON s.siren = ${alias}.siren`);

export const RECORD_COLUMNS = recordColumns('r', Object.keys(RECORD_FIELDS) as RecordField[]);
const SUMMARY_COLUMNS = recordColumns('rec', SUMMARY_FIELDS);
const newestFirst = (alias: string) =>
  rawSql(`${alias}.date_parution DESC NULLS LAST, ${alias}.id DESC`);

/** Which companies a search keeps: active ones only, inactive ones only, or all. */
type Inactivity = 'exclude' | 'only' | 'include';

/** The WHERE clause of a search (of `analyzer_records r`), shared by the page and the counts. */
function matching(search: RecordSearch, inactivity: Inactivity): SqlFragment {
  const conditions: SqlFragment[] = [];
  const visibility = visibleTo(search.visibleTo);
  if (visibility) conditions.push(visibility);
  // Each word must appear in the unaccented, lower-cased search text (pg_trgm GIN index).
  for (const term of search.terms) conditions.push(sql`r.search_text LIKE ${likePattern(term)}`);
  if (search.dateFrom) conditions.push(sql`r.date_parution >= ${search.dateFrom}`);
  if (search.dateTo) conditions.push(sql`r.date_parution <= ${search.dateTo}`);
  if (search.types.length) {
    conditions.push(sql`r.type_annonce IN (${joinSql(search.types.map((type) => sql`${type}`))})`);
  }
  if (search.departements.length) {
    conditions.push(sql`r.numero_departement = ANY(${search.departements}::varchar[])`);
  }
  if (search.tribunal) {
    // The search text holds the tribunal too: its trigram index narrows, the column decides.
    const pattern = likePattern(search.tribunal);
    conditions.push(
      sql`r.search_text LIKE ${pattern} AND lower(f_unaccent(r.tribunal)) LIKE ${pattern}`,
    );
  }
  if (search.siren) conditions.push(sql`r.sirens @> ARRAY[${search.siren}]::text[]`);
  // Kept from company_status with each batch; partial indexes cover the active records.
  if (inactivity === 'exclude') conditions.push(sql`NOT r.company_inactive`);
  if (inactivity === 'only') conditions.push(sql`r.company_inactive`);
  return conditions.length ? sql`WHERE ${joinSql(conditions, ' AND ')}` : rawSql('');
}

/**
 * How many of the words appear in the record's name: the search text starts with the names,
 * then a U+001F separator, so a word found before it was found in a name.
 */
function nameMatches(alias: string, terms: string[]): SqlFragment {
  const text = rawSql(`${alias}.search_text`);
  const found = terms.map(
    (term) =>
      sql`(strpos(${text}, lower(f_unaccent(${term}))) BETWEEN 1 AND strpos(${text}, chr(31)))::int`,
  );
  return joinSql(found, ' + ');
}

/** Names first when words are searched, then newest first. */
function pageOrder(alias: string, search: RecordSearch): SqlFragment {
  if (!search.terms.length) return newestFirst(alias);
  return sql`${nameMatches(alias, search.terms)} DESC, ${newestFirst(alias)}`;
}

/**
 * The statements of a search: the page (chosen on ids, then only its rows are read), and the
 * matches counted up to `countCap + 1`: those shown, and those the inactive filter hides.
 */
export function searchStatements(search: RecordSearch, countCap: number) {
  const shown = search.includeInactive ? 'include' : 'exclude';
  const ids = (inactivity: Inactivity) =>
    sql`SELECT r.id FROM analyzer_records r ${matching(search, inactivity)}`;
  const boundedCount = (inactivity: Inactivity) =>
    sql`SELECT count(*)::int AS count FROM (${ids(inactivity)} LIMIT ${rawSql(String(countCap + 1))}) bounded`;
  return {
    page: sql`SELECT ${SUMMARY_COLUMNS}, ${STATUS_COLUMNS} FROM analyzer_records rec
       JOIN (${ids(shown)} ORDER BY ${pageOrder('r', search)}
             OFFSET ${search.offset} LIMIT ${search.limit}) page ON page.id = rec.id
       ${joinStatus('rec')}
       ORDER BY ${pageOrder('rec', search)}`,
    boundedCount: boundedCount(shown),
    hiddenInactiveCount: search.includeInactive ? null : boundedCount('only'),
  };
}

const WHOLE_RECORD = sql`SELECT ${RECORD_COLUMNS}, r.previous_annonce_id AS "previousAnnonceId",
  ${STATUS_COLUMNS} FROM analyzer_records r ${joinStatus('r')}`;

/** One record by id, if the viewer (undefined: an admin) sees it. */
export function visibleRecordStatement(id: number, viewer: Viewer | undefined): SqlFragment {
  const visibility = visibleTo(viewer);
  return sql`${WHOLE_RECORD} WHERE r.id = ${id}${visibility ? sql` AND ${visibility}` : rawSql('')}`;
}

/** Records by id, whoever sees them. */
export function recordsByIdStatement(ids: number[]): SqlFragment {
  return sql`${WHOLE_RECORD} WHERE r.id = ANY(${ids}::int[])`;
}
