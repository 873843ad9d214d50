import { LIST_SEPARATOR, type SearchFilterParam } from '../../shared/api/generated/search-filters';
import { sirenFromInput } from '../companies';
import { isAnnouncementType } from './announcement-types';
import { departementCodeOf } from './departements';
import { isJudgmentKind, isStatusFilterCode } from './procedure-filters';
import { defaultFilters } from './search-query';
import type { SearchFilters } from './types';

/** The analyzer's search as the page URL holds it, so it can be bookmarked, shared and restored. */
export interface ResultsLocation {
  filters: SearchFilters;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Reads the search from the URL. A missing date is its default; an empty one (`dateTo=`) was
 * cleared by the user. Values the form cannot show (unknown types or departments, a malformed
 * SIREN, bad pages) are dropped.
 */
export function resultsFromParams(
  params: URLSearchParams,
  today: Date = new Date(),
): ResultsLocation {
  const defaults = defaultFilters(today);
  // Parameter names typed by the backend's filter definition (generated): a renamed one fails here.
  const get = (name: SearchFilterParam) => params.get(name);
  const day = (name: SearchFilterParam, fallback: string) => {
    const value = get(name);
    return value === null ? fallback : value === '' || DAY.test(value) ? value : fallback;
  };
  const list = (name: SearchFilterParam) => (get(name) ?? '').split(LIST_SEPARATOR);
  const page = Number(params.get('page'));
  return {
    filters: {
      searchQuery: get('q') ?? '',
      fromDate: day('dateFrom', defaults.fromDate),
      toDate: day('dateTo', defaults.toDate),
      types: unique(list('typeAnnonce').filter(isAnnouncementType)),
      departements: unique(list('departement').flatMap((code) => departementCodeOf(code) ?? [])),
      tribunal: get('tribunal') ?? '',
      siren: sirenFromInput(get('siren') ?? '') ?? '',
      statuses: unique(list('status').filter(isStatusFilterCode)),
      judgments: unique(list('judgment').filter(isJudgmentKind)),
      includeInactive: get('includeInactive') === 'true',
    },
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the search into URL parameters, leaving out what equals the defaults. */
export function paramsFromResults(
  { filters, page }: ResultsLocation,
  today: Date = new Date(),
): URLSearchParams {
  const defaults = defaultFilters(today);
  const params = new URLSearchParams();
  const set = (name: SearchFilterParam, value: string) => params.set(name, value);
  const q = filters.searchQuery.trim();
  if (q) set('q', q);
  if (filters.types.length) set('typeAnnonce', filters.types.join(LIST_SEPARATOR));
  if (filters.departements.length) set('departement', filters.departements.join(LIST_SEPARATOR));
  const tribunal = filters.tribunal.trim();
  if (tribunal) set('tribunal', tribunal);
  const siren = sirenFromInput(filters.siren);
  if (siren) set('siren', siren);
  if (filters.statuses.length) set('status', filters.statuses.join(LIST_SEPARATOR));
  if (filters.judgments.length) set('judgment', filters.judgments.join(LIST_SEPARATOR));
  // A date differing from its default is kept even when empty: the user cleared it.
  if (filters.fromDate !== defaults.fromDate) set('dateFrom', filters.fromDate);
  if (filters.toDate !== defaults.toDate) set('dateTo', filters.toDate);
  if (filters.includeInactive) set('includeInactive', 'true');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What the results (or a company page) hand to a record page, so that "back" returns to them. */
export interface ResultsState {
  results: string;
}

export function resultsStateFor(search: string): ResultsState {
  return { results: `/analyzer${search}` };
}

const RESULTS_PATH = /^\/(analyzer|companies\/\d{9})(\?|$)/;

/**
 * Where a record page goes back to: the analyzer results or the company page it was opened
 * from, else the analyzer. Only those paths: the state could come from anywhere.
 */
export function resultsPathFrom(state: unknown): string {
  const results = (state as Partial<ResultsState> | null)?.results;
  return typeof results === 'string' && RESULTS_PATH.test(results) ? results : '/analyzer';
}
