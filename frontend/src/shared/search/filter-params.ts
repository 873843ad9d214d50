import { SEARCH_FILTERS, type SearchFilterParam } from '../api/generated/search-filters';

/** The search filters as URL parameters hold them: text, or a boolean set. */
export type FilterParamValues = {
  [P in SearchFilterParam]?: P extends 'includeInactive' ? boolean : string;
};

/** The filters' names, in the backend definition's order. */
export const FILTER_PARAMS: readonly SearchFilterParam[] = SEARCH_FILTERS.map(({ param }) => param);

/**
 * Reads the filters of URL parameters by the generated definition: text trimmed, empty values
 * absent, a boolean set only by 'true'; other parameters (the page) are left out.
 */
export function filterParamsFrom(params: URLSearchParams): FilterParamValues {
  const values: Record<string, string | boolean> = {};
  for (const { param, kind } of SEARCH_FILTERS) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    if (kind === 'boolean') {
      if (value === 'true') values[param] = true;
    } else values[param] = value;
  }
  return values as FilterParamValues;
}

/** Writes the filters into URL parameters, leaving out empty values and booleans left unset. */
export function writeFilterParams(
  values: FilterParamValues,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  for (const { param } of SEARCH_FILTERS) {
    const value = (values as Record<string, string | boolean | null | undefined>)[param];
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(param, String(value));
  }
  return params;
}
