import { SAVED_FILTER_NAMES, type SavedSearchFilters } from './types';

/**
 * The filters a saved search keeps: the analyzer URL's search parameters (see the analyzer's
 * search-url.ts, which leaves out the defaults), without the page and without empty values.
 */
export function savedFiltersFromParams(params: URLSearchParams): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  for (const name of SAVED_FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'includeInactive') {
      if (value === 'true') filters.includeInactive = true;
    } else filters[name] = value;
  }
  return filters;
}

/** The analyzer showing a saved search's results: its filters back into the URL. */
export function analyzerPathOf(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const name of SAVED_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `/analyzer?${search}` : '/analyzer';
}

/** A comma list ("75,2A") as its items, blanks left out. */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
