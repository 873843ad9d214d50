import { DomainException } from '../../shared/errors';
import { AnalyzerError } from './analyzer.errors';
import type { RecordFilters } from './analyzer-search.statement';
import type { SearchRecordsQuery } from './dto/search-records.query';
import type { Viewer } from './record-visibility';
import { searchTermsOf } from './search-terms';

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** What a search's query parameters select, for this viewer (undefined: an admin). */
export function recordFiltersOf(
  query: SearchRecordsQuery,
  viewer: Viewer | undefined,
): RecordFilters {
  return {
    visibleTo: viewer,
    terms: searchTermsOf(query.q ?? ''),
    dateFrom: query.dateFrom || undefined,
    dateTo: query.dateTo || undefined,
    types: commaList(query.typeAnnonce),
    departements: commaList(query.departement),
    tribunal: query.tribunal,
    siren: query.siren,
    includeInactive: query.includeInactive,
  };
}

/** An inverted range would match nothing: say why instead of answering an empty page. */
export function assertDateRangeInOrder({ dateFrom, dateTo }: SearchRecordsQuery): void {
  // Both are validated YYYY-MM-DD days, so their text order is their calendar order.
  if (dateFrom && dateTo && dateFrom > dateTo) {
    const { message } = AnalyzerError.InvalidDateRange;
    throw new DomainException(AnalyzerError.InvalidDateRange, {
      errors: [{ field: 'dateTo', message }],
    });
  }
}
