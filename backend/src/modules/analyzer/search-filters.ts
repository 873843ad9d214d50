import { DomainException } from '../../shared/errors';
import { AnalyzerError } from './analyzer.errors';
import type { SearchRecordsQuery } from './dto/search-records.query';
import { searchTermsOf } from './search-terms';

/** A search's filters without its page: what the analyzer's URL and a saved search hold. */
export type SearchFilters = Omit<SearchRecordsQuery, 'page' | 'limit'>;

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
  includeInactive: boolean;
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

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
  return {
    terms: searchTermsOf(filters.q ?? ''),
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    types: commaList(filters.typeAnnonce),
    departements: commaList(filters.departement),
    tribunal: filters.tribunal,
    siren: filters.siren,
    includeInactive: filters.includeInactive,
  };
}
