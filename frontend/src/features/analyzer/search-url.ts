import { isAnnouncementType } from './announcement-types';
import { defaultFilters } from './search-query';
import type { SearchFilters } from './types';

/** The analyzer's search as the page URL holds it, so it can be bookmarked, shared and restored. */
export interface ResultsLocation {
  filters: SearchFilters;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the search from the URL. A missing date is its default; an empty one (`dateTo=`) was
 * cleared by the user. Values the form cannot show (unknown types, bad pages) are dropped.
 */
export function resultsFromParams(
  params: URLSearchParams,
  today: Date = new Date(),
): ResultsLocation {
  const defaults = defaultFilters(today);
  const day = (name: string, fallback: string) => {
    const value = params.get(name);
    return value === null ? fallback : value === '' || DAY.test(value) ? value : fallback;
  };
  const page = Number(params.get('page'));
  return {
    filters: {
      searchQuery: params.get('q') ?? '',
      fromDate: day('dateFrom', defaults.fromDate),
      toDate: day('dateTo', defaults.toDate),
      types: (params.get('typeAnnonce') ?? '').split(',').filter(isAnnouncementType),
      includeInactive: params.get('includeInactive') === 'true',
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
  const q = filters.searchQuery.trim();
  if (q) params.set('q', q);
  if (filters.types.length) params.set('typeAnnonce', filters.types.join(','));
  if (filters.fromDate !== defaults.fromDate) params.set('dateFrom', filters.fromDate);
  if (filters.toDate !== defaults.toDate) params.set('dateTo', filters.toDate);
  if (filters.includeInactive) params.set('includeInactive', 'true');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What the results hand to a record page, so that its "back" link returns to them. */
export interface ResultsState {
  results: string;
}

export function resultsStateFor(search: string): ResultsState {
  return { results: `/analyzer${search}` };
}

/** The results to go back to from a record page: those it was opened from, else the analyzer. */
export function resultsPathFrom(state: unknown): string {
  const results = (state as Partial<ResultsState> | null)?.results;
  const isResults =
    typeof results === 'string' && (results === '/analyzer' || results.startsWith('/analyzer?'));
  return isResults ? results : '/analyzer';
}
