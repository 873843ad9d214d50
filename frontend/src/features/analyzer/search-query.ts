import { format } from 'date-fns';
import type { QueryParams } from '../../shared/api';
import type { SearchFilters } from './types';

/** Spec §9: 10 records a page, up to 5 page numbers, dates from 2000-01-01 to today. */
export const PAGE_SIZE = 10;
export const PAGE_WINDOW = 5;
export const DEFAULT_FROM_DATE = '2000-01-01';

export function defaultFilters(today: Date = new Date()): SearchFilters {
  return {
    searchQuery: '',
    fromDate: DEFAULT_FROM_DATE,
    toDate: format(today, 'yyyy-MM-dd'),
    types: [],
    includeInactive: false,
  };
}

/**
 * The query of GET /api/analyzer/records: empty values are left out (spec §5) and the
 * selected types are comma-joined.
 */
export function buildRecordQuery(filters: SearchFilters, page: number): QueryParams {
  const query: QueryParams = { page, limit: PAGE_SIZE };
  const q = filters.searchQuery.trim();
  if (q) query.q = q;
  if (filters.fromDate) query.dateFrom = filters.fromDate;
  if (filters.toDate) query.dateTo = filters.toDate;
  if (filters.types.length) query.typeAnnonce = filters.types.join(',');
  if (filters.includeInactive) query.includeInactive = true;
  return query;
}

/** At most `size` page numbers around the current page, always inside 1..totalPages. */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
