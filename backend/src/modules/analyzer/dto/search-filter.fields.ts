import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Type } from '@nestjs/common';
import { IsOptionalButNotNull } from '../../../shared/validation';
import { SEARCH_FILTERS, SearchFilters } from '../search-filter.definition';

/**
 * The search filters' query parameters as a validated class, built from the filter definition:
 * each parameter's schema, "empty counts as absent, null is refused" (a saved search's filters
 * come as JSON), then its own transforms and validators.
 */
function searchFilterFieldsClass(): Type<SearchFilters> {
  class SearchFilterFields {
    constructor() {
      for (const { param, absent } of SEARCH_FILTERS) {
        if (absent !== undefined) Object.assign(this, { [param]: absent });
      }
    }
  }
  for (const filter of SEARCH_FILTERS) {
    const decorators = [
      ApiPropertyOptional({
        type: filter.kind === 'boolean' ? Boolean : String,
        ...(filter.kind === 'date' && { format: 'date' }),
        ...('absent' in filter && { default: filter.absent }),
        description: filter.description,
        ...('example' in filter && { example: filter.example }),
      }),
      IsOptionalButNotNull(),
      ...filter.validation,
    ];
    // Applied last to first, as written above a property.
    for (const decorate of decorators.reverse())
      decorate(SearchFilterFields.prototype, filter.param);
  }
  return SearchFilterFields as Type<SearchFilters>;
}

/** The search's filters without its page: the analytics' query and a saved search's filters. */
export const SearchFilterFields = searchFilterFieldsClass();
