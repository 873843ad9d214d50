import { DomainException } from '../../shared/errors';
import { AnalyzerError } from './analyzer.errors';
import { appliedFiltersOf, RecordFilters, SearchFilters } from './search-filter.definition';

export type { RecordFilters, SearchFilters } from './search-filter.definition';

/** An inverted range would match nothing: say why instead of answering an empty page. */
function assertDateRangeInOrder({ dateFrom, dateTo }: SearchFilters): void {
  // Both are validated YYYY-MM-DD days, so their text order is their calendar order.
  if (dateFrom && dateTo && dateFrom > dateTo) {
    const { message } = AnalyzerError.InvalidDateRange;
    throw new DomainException(AnalyzerError.InvalidDateRange, {
      errors: [{ field: 'dateTo', message }],
    });
  }
}

/** The validated query's filters as the catalogue applies them; 400 on an inverted date range. */
export function recordFiltersOf(filters: SearchFilters): RecordFilters {
  assertDateRangeInOrder(filters);
  return appliedFiltersOf(filters);
}
