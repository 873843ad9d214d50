import { Transform } from 'class-transformer';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { joinSql, rawSql, sql, SqlFragment } from '../../shared/database/sql';
import { IsCalendarDate } from '../../shared/validation';
import { COMPANY_STATUS_CODES } from './company-status.rules';
import { JUDGMENT_KINDS } from './judgment-facts';
import { searchTermsOf } from './search-terms';

/**
 * The analyzer's search filters, defined once (issue 29): each entry gives its query parameter
 * and its validation, the shape the catalogue applies, the search's condition on a record, the
 * columns a saved search stores it in and the alert matcher's condition on those columns. The
 * search, the counts, the export, the analytics, the saved searches, the alert matcher, the
 * bench and the frontend's URL codec (generated) all read this table; the parity spec
 * (test/integration/analyzer/filter-parity.spec.ts) checks that the search and the matcher agree.
 */

/** The filters as the catalogue applies them (CONTRACT §4.4, §7.3). */
export interface RecordFilters {
  terms: string[];
  dateFrom?: string;
  dateTo?: string;
  types: string[];
  departements: string[];
  /** Part of the tribunal's name, any case and accents. */
  tribunal?: string;
  /** Records naming this SIREN (any of the notice's SIRENs). */
  siren?: string;
  /** The company's status today, any of these codes (CONTRACT §8.2). */
  statuses: string[];
  /** The notice's own judgment, any of these kinds. */
  judgments: string[];
  includeInactive: boolean;
}

/** How a parameter is written in a URL: the frontend's codec reads it. */
export type FilterKind = 'text' | 'list' | 'date' | 'boolean';

/** Which companies a search keeps: active ones only, inactive ones only, or all. */
export type Inactivity = 'exclude' | 'only' | 'include';

/** Which matches a statement reads: all, or (words searched) those naming them or the others. */
export type Tier = 'all' | 'names' | 'others';

/** What a statement of the search reads beside the filters. */
export interface SearchScope {
  tier: Tier;
  inactivity: Inactivity;
}

/** What a parameter holds once validated: a boolean, or text. */
type ParamValue<K extends FilterKind> = K extends 'boolean' ? boolean : string;

export interface SearchFilterDefinition<
  P extends string = string,
  K extends FilterKind = FilterKind,
> {
  /** The query parameter: of the API, the analyzer's URL and a saved search's filters. */
  param: P;
  kind: K;
  /** Its description in the API's schema, and an example. */
  description: string;
  example?: string;
  /** Its value when absent (booleans only). */
  absent?: ParamValue<K>;
  /** Its validation at the edge, after `IsOptionalButNotNull` (transforms, then validators). */
  validation: PropertyDecorator[];
  /** The applied filters it sets, from its validated value. */
  applied(value: ParamValue<K> | undefined): Partial<RecordFilters>;
  /** The search's conditions on `analyzer_records r` (none when it is not set). */
  where(filters: RecordFilters, scope: SearchScope): SqlFragment[];
  /** The columns of `saved_searches` it is stored in, normalised, and their values. */
  stored: Record<string, (filters: RecordFilters) => SqlFragment>;
  /** The alert matcher's reading of it (alert-matching.statements.ts), on saved searches `q`. */
  matcher: {
    /** What the matcher carries of a saved search `q`: its name, and its SQL on `q`. */
    carried: Record<string, string>;
    /** What it reads of a new record `r`, beside the record's id, SIRENs, type, department and day. */
    read?: Record<string, string>;
    /** Whether the new record `r` matches the carried columns of `q` (true when it is not set). */
    matches: SqlFragment;
  };
}

const defineFilter = <const P extends string, K extends FilterKind>(
  definition: SearchFilterDefinition<P, K>,
) => definition;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A search's text as a LIKE pattern on the catalogue's lower-cased, unaccented text columns. */
export const likePattern = (term: string) =>
  sql`'%' || lower(f_unaccent(${escapeLike(term)})) || '%'`;
/** The same pattern, of a text column of the saved search (normalised by `normalise`). */
const likePatternOfColumn = (expression: string, normalise = (escaped: string) => escaped) =>
  `'%' || ${normalise(String.raw`replace(replace(replace(${expression}, '\', '\\'), '%', '\%'), '_', '\_')`)} || '%'`;

/**
 * The words of the record's other fields (address, city, activity, tribunal, the judgment's
 * text…), read from its columns: the expression of their full-text index (migration
 * 1765010000000).
 */
const OTHER_WORDS = `f_other_words(${[
  'rcs',
  'siren',
  'activite',
  'ville',
  'adresse',
  'tribunal',
  'type_jugement',
  'complementaire',
  'search_extra',
]
  .map((column) => `r.${column}`)
  .join(', ')})`;

/** Whether the record's other fields hold the term's words, each as a word's beginning. */
const inOtherWords = (words: SqlFragment) => sql`${rawSql(OTHER_WORDS)} @@ f_words_query(${words})`;

/** Whether every word appears in the record's names (their own trigram index). */
export function inNames(terms: string[]): SqlFragment {
  const found = terms.map((term) => sql`r.name_text LIKE ${likePattern(term)}`);
  return sql`(${joinSql(found, ' AND ')})`;
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const orNull = (list: string[]) => (list.length ? list : null);

/** Text without its spaces; an empty one is absent. Other values are left to the validators. */
function withoutSpaces(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s/g, '') || undefined : value;
}

/** A comma list of these codes only, e.g. `liquidation_judiciaire,procedure_collective`. */
function codeListValidation(param: string, codes: readonly string[]): PropertyDecorator[] {
  const code = `(?:${codes.join('|')})`;
  return [
    Transform(({ value }) => withoutSpaces(value)),
    IsString(),
    MaxLength(400),
    Matches(new RegExp(`^${code}(?:,${code})*$`), {
      message: `${param} must be among ${codes.join(', ')}, joined by commas`,
    }),
  ];
}

/** The day's condition, the same on a search's value and on a saved search's column. */
const publishedOnOrAfter = (day: SqlFragment) => sql`r.date_parution >= ${day}`;
const publishedOnOrBefore = (day: SqlFragment) => sql`r.date_parution <= ${day}`;
const inDepartements = (codes: SqlFragment) => sql`r.numero_departement = ANY(${codes})`;
const namingSiren = (siren: SqlFragment) => sql`r.sirens @> ARRAY[${siren}]::text[]`;
const tribunalLike = (pattern: SqlFragment) => sql`lower(f_unaccent(r.tribunal)) LIKE ${pattern}`;
// One value per code, like the types: PostgreSQL estimates each against its partial index.
const inList = (column: string, codes: string[]) =>
  sql`${rawSql(column)} IN (${joinSql(codes.map((code) => sql`${code}`))})`;

/** The filters in the order the search writes its conditions (the snapshots pin that order). */
export const SEARCH_FILTERS = [
  defineFilter({
    param: 'q',
    kind: 'text',
    description: 'Words, each found in a name, or beginning a word of another field',
    validation: [IsString(), MaxLength(200)],
    applied: (q) => ({ terms: searchTermsOf(q ?? '') }),
    where: ({ terms }, { tier }) => {
      if (tier === 'names') {
        // Every word in the names, and nothing more: the same word twice (names, then names or
        // others) makes PostgreSQL count its selectivity twice and sort every match instead of
        // walking the newest first (326 → 3.6 ms for a common word at 1,000,000 records).
        return [inNames(terms)];
      }
      // Each word must appear anywhere in the unaccented, lower-cased names, or begin a word of
      // the other fields (an index each, which PostgreSQL combines).
      const conditions = terms.map(
        (term) => sql`(r.name_text LIKE ${likePattern(term)} OR ${inOtherWords(sql`${term}`)})`,
      );
      if (tier === 'others') conditions.push(sql`NOT ${inNames(terms)}`);
      return conditions;
    },
    // Kept as the catalogue's text columns hold them: lower-cased, unaccented.
    stored: {
      terms: ({ terms }) => sql`ARRAY(SELECT lower(f_unaccent(t)) FROM unnest(${terms}::text[]) t)`,
    },
    // Each word, as the search finds it: a pattern of the names, a query of the other fields.
    matcher: {
      carried: {
        patterns: `ARRAY(SELECT ${likePatternOfColumn('word')} FROM unnest(q.terms) AS term(word))`,
        word_queries: 'ARRAY(SELECT f_words_query(word) FROM unnest(q.terms) AS term(word))',
      },
      read: { name_text: 'r.name_text', other_words: OTHER_WORDS },
      matches:
        rawSql(`NOT EXISTS (SELECT 1 FROM unnest(q.patterns, q.word_queries) AS w(pattern, query)
        WHERE NOT (r.name_text LIKE w.pattern OR coalesce(r.other_words @@ w.query, false)))`),
    },
  }),
  defineFilter({
    param: 'dateFrom',
    kind: 'date',
    description: 'Published that day or later',
    validation: [IsCalendarDate()],
    applied: (dateFrom) => ({ dateFrom: dateFrom || undefined }),
    where: ({ dateFrom }) => (dateFrom ? [publishedOnOrAfter(sql`${dateFrom}`)] : []),
    stored: { date_from: ({ dateFrom }) => sql`${dateFrom ?? null}::date` },
    matcher: {
      carried: { date_from: 'q.date_from' },
      matches: sql`(q.date_from IS NULL OR ${publishedOnOrAfter(rawSql('q.date_from'))})`,
    },
  }),
  defineFilter({
    param: 'dateTo',
    kind: 'date',
    description: 'Published that day or earlier',
    validation: [IsCalendarDate()],
    applied: (dateTo) => ({ dateTo: dateTo || undefined }),
    where: ({ dateTo }) => (dateTo ? [publishedOnOrBefore(sql`${dateTo}`)] : []),
    stored: { date_to: ({ dateTo }) => sql`${dateTo ?? null}::date` },
    matcher: {
      carried: { date_to: 'q.date_to' },
      matches: sql`(q.date_to IS NULL OR ${publishedOnOrBefore(rawSql('q.date_to'))})`,
    },
  }),
  defineFilter({
    param: 'typeAnnonce',
    kind: 'list',
    description: 'Comma-joined announcement types',
    example: 'collective',
    validation: [IsString(), MaxLength(300)],
    applied: (typeAnnonce) => ({ types: commaList(typeAnnonce) }),
    // One value per type: PostgreSQL estimates an IN list of constants per type.
    where: ({ types }) =>
      types.length ? [sql`r.type_annonce IN (${joinSql(types.map((type) => sql`${type}`))})`] : [],
    stored: { types: ({ types }) => sql`${orNull(types)}::varchar[]` },
    matcher: {
      carried: { types: 'q.types' },
      matches: rawSql('(q.types IS NULL OR r.type_annonce = ANY(q.types))'),
    },
  }),
  defineFilter({
    param: 'departement',
    kind: 'list',
    // Two digits, 2A, 2B, or three overseas digits.
    description: 'Comma-joined department codes',
    example: '75,2A,971',
    validation: [
      Transform(({ value }) => {
        const codes = withoutSpaces(value);
        return typeof codes === 'string' ? codes.toUpperCase() : codes;
      }),
      IsString(),
      MaxLength(500),
      Matches(/^(?:\d{2}|2A|2B|9[78]\d)(?:,(?:\d{2}|2A|2B|9[78]\d))*$/, {
        message: 'departement must be department codes joined by commas (e.g. 75,2A,971)',
      }),
    ],
    applied: (departement) => ({ departements: commaList(departement) }),
    where: ({ departements }) =>
      departements.length ? [inDepartements(sql`${departements}::varchar[]`)] : [],
    stored: { departements: ({ departements }) => sql`${orNull(departements)}::varchar[]` },
    matcher: {
      carried: { departements: 'q.departements' },
      matches: sql`(q.departements IS NULL OR ${inDepartements(rawSql('q.departements'))})`,
    },
  }),
  defineFilter({
    param: 'tribunal',
    kind: 'text',
    description: "Words of the tribunal's name or their beginnings, any case and accents",
    validation: [
      Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
      IsString(),
      MaxLength(200),
    ],
    applied: (tribunal) => ({ tribunal }),
    where: ({ tribunal }) => {
      if (!tribunal) return [];
      // The other fields' text holds the tribunal's words too: their index narrows, the column
      // decides (a part of the tribunal's name made of whole words or their beginnings).
      return [sql`${inOtherWords(sql`${tribunal}`)} AND ${tribunalLike(likePattern(tribunal))}`];
    },
    stored: { tribunal: ({ tribunal }) => sql`${tribunal ?? null}` },
    matcher: {
      carried: {
        tribunal_pattern: likePatternOfColumn(
          'q.tribunal',
          (escaped) => `lower(f_unaccent(${escaped}))`,
        ),
      },
      read: { tribunal: 'r.tribunal' },
      matches: sql`(q.tribunal_pattern IS NULL OR ${tribunalLike(rawSql('q.tribunal_pattern'))})`,
    },
  }),
  defineFilter({
    param: 'siren',
    kind: 'text',
    description: 'Nine digits: the notices naming this company',
    validation: [
      Transform(({ value }) => withoutSpaces(value)),
      IsString(),
      Matches(/^\d{9}$/, { message: 'siren must be 9 digits' }),
    ],
    applied: (siren) => ({ siren }),
    where: ({ siren }) => (siren ? [namingSiren(sql`${siren}`)] : []),
    stored: { siren: ({ siren }) => sql`${siren ?? null}` },
    matcher: {
      carried: { siren: 'q.siren' },
      matches: sql`(q.siren IS NULL OR ${namingSiren(rawSql('q.siren::text'))})`,
    },
  }),
  defineFilter({
    param: 'status',
    kind: 'list',
    description: "Comma-joined status codes: the company's status today (CONTRACT §8.2)",
    example: 'liquidation_judiciaire,procedure_collective',
    validation: codeListValidation('status', COMPANY_STATUS_CODES),
    applied: (status) => ({ statuses: commaList(status) }),
    // Kept on the records with their company's status (company-status.refresh.ts).
    where: ({ statuses }) => (statuses.length ? [inList('r.company_status_code', statuses)] : []),
    stored: { statuses: ({ statuses }) => sql`${orNull(statuses)}::varchar[]` },
    matcher: {
      carried: { statuses: 'q.statuses' },
      read: { company_status_code: 'r.company_status_code' },
      matches: rawSql('(q.statuses IS NULL OR r.company_status_code = ANY(q.statuses))'),
    },
  }),
  defineFilter({
    param: 'judgment',
    kind: 'list',
    description: "Comma-joined judgment kinds: the notice's own judgment (CONTRACT §8.2)",
    example: 'opening,conversion',
    validation: codeListValidation('judgment', JUDGMENT_KINDS),
    applied: (judgment) => ({ judgments: commaList(judgment) }),
    where: ({ judgments }) => (judgments.length ? [inList('r.judgment_kind', judgments)] : []),
    stored: { judgments: ({ judgments }) => sql`${orNull(judgments)}::varchar[]` },
    matcher: {
      carried: { judgments: 'q.judgments' },
      read: { judgment_kind: 'r.judgment_kind' },
      matches: rawSql('(q.judgments IS NULL OR r.judgment_kind = ANY(q.judgments))'),
    },
  }),
  defineFilter({
    param: 'includeInactive',
    kind: 'boolean',
    description: 'Also the notices of inactive companies',
    absent: false,
    validation: [
      Transform(({ value }) =>
        value === 'true' || value === true
          ? true
          : value === 'false' || value === false
            ? false
            : value,
      ),
      IsBoolean(),
    ],
    applied: (includeInactive) => ({ includeInactive: includeInactive ?? false }),
    // Kept from company_status with each batch; partial indexes cover the active records.
    where: (_, { inactivity }) =>
      inactivity === 'exclude'
        ? [sql`NOT r.company_inactive`]
        : inactivity === 'only'
          ? [sql`r.company_inactive`]
          : [],
    stored: { include_inactive: ({ includeInactive }) => sql`${includeInactive}` },
    matcher: {
      carried: { include_inactive: 'q.include_inactive' },
      read: { company_inactive: 'r.company_inactive' },
      matches: rawSql('(q.include_inactive OR NOT r.company_inactive)'),
    },
  }),
] as const;

type Definitions = (typeof SEARCH_FILTERS)[number];

/** A search's filters as the API, the analyzer's URL and a saved search hold them (validated). */
export type SearchFilters = {
  [D in Definitions as D extends { absent: unknown } ? never : D['param']]?: ParamValue<D['kind']>;
} & {
  [D in Definitions as D extends { absent: unknown } ? D['param'] : never]: ParamValue<D['kind']>;
};

/** The applied filters of validated parameters (the date range's order is checked apart). */
export function appliedFiltersOf(filters: SearchFilters): RecordFilters {
  const applied = {} as RecordFilters;
  for (const definition of SEARCH_FILTERS) {
    const value = (filters as Record<string, string | boolean | undefined>)[definition.param];
    Object.assign(applied, (definition.applied as (v: unknown) => Partial<RecordFilters>)(value));
  }
  // Asking for statuses decides which companies are kept, inactive ones included.
  if (applied.statuses.length) applied.includeInactive = true;
  return applied;
}

/** The search's conditions of every filter, in the table's order. */
export const filterConditions = (filters: RecordFilters, scope: SearchScope): SqlFragment[] =>
  SEARCH_FILTERS.flatMap((definition) => definition.where(filters, scope));

/** The columns of `saved_searches` that hold the filters, and their values for these filters. */
export function storedFilterColumns(filters: RecordFilters): {
  names: SqlFragment;
  values: SqlFragment;
} {
  const stored = SEARCH_FILTERS.flatMap((definition) => Object.entries(definition.stored));
  return {
    names: rawSql(stored.map(([column]) => column).join(', ')),
    values: joinSql(stored.map(([, valueOf]) => valueOf(filters))),
  };
}

/**
 * The alert matcher's reading of the filters (alert-matching.statements.ts): what it carries of
 * each saved search `q`, what it reads of each new record `r`, and whether `r` matches `q`.
 */
export const SAVED_FILTER_MATCHER = {
  carried: SEARCH_FILTERS.flatMap((definition) => Object.entries(definition.matcher.carried)),
  read: SEARCH_FILTERS.flatMap((definition) =>
    Object.entries((definition.matcher as { read?: Record<string, string> }).read ?? {}),
  ),
  matches: joinSql(
    SEARCH_FILTERS.map((definition) => definition.matcher.matches),
    '\n    AND ',
  ),
};
