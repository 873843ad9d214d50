import { matchesKeeping } from '../src/modules/analyzer/analyzer-search.statement';
import { Inactivity, SEARCH_FILTERS } from '../src/modules/analyzer/search-filter.definition';
import { recordFiltersOf, SearchFilters } from '../src/modules/analyzer/search-filters';
import { compileSql } from '../src/shared/database/sql';
import { seededRandom } from './generate-bodacc';

const TYPES = [
  'creation',
  'immatriculation',
  'modification',
  'vente',
  'collective',
  'radiation',
  'dpc',
  'rectificatif',
];
const WORDS = [
  'boulangerie',
  'societe',
  'martin',
  'paris',
  'lyon',
  'conseil',
  'garage',
  'hotel',
  'dupre',
  'transports',
  'renaissance',
  'chateau',
  'helene',
  'immobilier',
  'bordeaux',
  'patisserie',
];

export interface SearchQuery {
  q?: string;
  types: string[];
  dateFrom?: string;
  dateTo?: string;
  includeInactive: boolean;
  page: number;
}

/** A fixed mix of text, type, date and inactive filters (same seed, same mix). */
export function queryMix(seed: number, count = 64): SearchQuery[] {
  const random = seededRandom(seed + 1);
  const int = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4;
    const year = 2008 + int(18);
    return {
      q: kind === 0 || kind === 3 ? WORDS[int(WORDS.length)] : undefined,
      types: kind === 1 || kind === 3 ? [TYPES[int(TYPES.length)], TYPES[int(TYPES.length)]] : [],
      dateFrom: kind >= 2 ? `${year}-01-01` : undefined,
      dateTo: kind >= 2 ? `${Math.min(2026, year + 1 + int(5))}-12-31` : undefined,
      includeInactive: random() < 0.3,
      page: random() < 0.8 ? 1 : 2 + int(4),
    };
  });
}

/** The mix's filters as the API's query parameters (the analyzer's filter definition). */
function filtersOf(q: SearchQuery): SearchFilters {
  return {
    q: q.q,
    typeAnnonce: q.types.length ? [...new Set(q.types)].join(',') : undefined,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    includeInactive: q.includeInactive,
  };
}

/** The parameters the filters set, as the analyzer's URL writes them. */
function filterParams(q: SearchQuery, params = new URLSearchParams()) {
  const filters = filtersOf(q) as Record<string, string | boolean | undefined>;
  for (const { param, absent } of SEARCH_FILTERS) {
    const value = filters[param];
    if (value !== undefined && value !== '' && value !== absent) params.set(param, String(value));
  }
  return params;
}

export const toPath = (q: SearchQuery) =>
  `/api/analyzer/records?${filterParams(q, new URLSearchParams({ page: String(q.page), limit: '10' }))}`;

/** The analytics of the same search (its filters, no page). */
export const toAnalyticsPath = (q: SearchQuery) => `/api/analytics?${filterParams(q)}`;

export interface Statement {
  text: string;
  values: unknown[];
  /** Prepared once per connection under this name, as the API prepares its lookups by key. */
  name?: string;
}

/** Who searches: a user seeing their assignments, and the types a grant opens them (if any). */
export interface BenchViewer {
  userId: number;
  grantedTypes?: string[];
}

/**
 * The search's WHERE clause as the API writes it (its filter definition and visibility rule), its
 * values numbered from $1.
 */
function whereOf(q: SearchQuery, viewer: BenchViewer, inactivity: Inactivity) {
  const grants = viewer.grantedTypes
    ? [{ types: viewer.grantedTypes, departements: null, from: null }]
    : [];
  const search = {
    ...recordFiltersOf(filtersOf(q)),
    visibleTo: { userId: viewer.userId, grants, watchedSirens: [] },
  };
  return compileSql(matchesKeeping(search, inactivity));
}

/** One page of the search in one statement (ids newest first, then the rows), no total. */
export function toSql(q: SearchQuery, viewer: BenchViewer): Statement {
  const { text: where, values } = whereOf(q, viewer, q.includeInactive ? 'include' : 'exclude');
  values.push((q.page - 1) * 10);
  // Newest first: the API's names-first tiers are part of what it is measured against.
  const order = (alias: string) =>
    `ORDER BY ${alias}.date_parution DESC NULLS LAST, ${alias}.id DESC`;
  return {
    text: `SELECT rec.* FROM analyzer_records rec JOIN (
             SELECT r.id FROM analyzer_records r ${where}
             ${order('r')} LIMIT 10 OFFSET $${values.length}) page USING (id) ${order('rec')}`,
    values,
  };
}

/**
 * The exact totals of CONTRACT §4.4 in SQL: the matches counted up to `cap` + 1, and those the
 * inactive filter hides.
 */
export function toCountSql(
  q: SearchQuery,
  viewer: BenchViewer,
  cap: number,
  hiddenCap: number,
): Statement[] {
  const count = (inactivity: Inactivity, bound: number) => {
    const { text: where, values } = whereOf(q, viewer, inactivity);
    return {
      text: `SELECT count(*)::int FROM (SELECT r.id FROM analyzer_records r ${where} LIMIT ${bound + 1}) bounded`,
      values,
    };
  };
  return q.includeInactive
    ? [count('include', cap)]
    : [count('exclude', cap), count('only', hiddenCap)];
}

/**
 * The advanced analytics' breakdowns in one statement, as the API writes it: the matches shown
 * per month and type, per department and per tribunal (grouping sets over one read).
 */
export function toAnalyticsSql(q: SearchQuery, viewer: BenchViewer): Statement {
  const { text: where, values } = whereOf(q, viewer, q.includeInactive ? 'include' : 'exclude');
  return {
    text: `SELECT month, type, departement, max(tribunal), count(*)::int
           FROM (SELECT to_char(r.date_parution, 'YYYY-MM') AS month, r.type_annonce AS type,
               r.numero_departement AS departement, nullif(btrim(r.tribunal), '') AS tribunal,
               lower(f_unaccent(nullif(btrim(r.tribunal), ''))) AS tribunal_key
             FROM analyzer_records r ${where}) matches
           GROUP BY GROUPING SETS ((month, type), (departement), (tribunal_key))`,
    values,
  };
}
