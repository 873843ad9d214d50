import { filterParamsFrom, writeFilterParams } from '../../shared/search/filter-params';
import type { SavedSearchFilters } from './types';

/**
 * The filters a saved search keeps: the analyzer URL's search parameters (see the analyzer's
 * search-url.ts, which leaves out the defaults), without the page and without empty values.
 */
export const savedFiltersFromParams = (params: URLSearchParams): SavedSearchFilters =>
  filterParamsFrom(params);

/** The analyzer showing a saved search's results: its filters back into the URL. */
export function analyzerPathOf(filters: SavedSearchFilters): string {
  const search = writeFilterParams(filters).toString();
  return search ? `/analyzer?${search}` : '/analyzer';
}

/** A comma list ("75,2A") as its items, blanks left out. */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
