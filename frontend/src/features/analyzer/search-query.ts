import { format } from 'date-fns';
import type { QueryParams } from '../../shared/api';
import { sirenFromInput } from '../companies';
import type { SearchFilters } from './types';

/** Spec §9: 10 records a page, dates from 2000-01-01 to today. */
export const PAGE_SIZE = 10;
export const DEFAULT_FROM_DATE = '2000-01-01';

export function defaultFilters(today: Date = new Date()): SearchFilters {
  return {
    searchQuery: '',
    fromDate: DEFAULT_FROM_DATE,
    toDate: format(today, 'yyyy-MM-dd'),
    types: [],
    departements: [],
    tribunal: '',
    siren: '',
    statuses: [],
    judgments: [],
    includeInactive: false,
  };
}

/** The query of GET /api/analyzer/records: the filters' query, then the page. */
export function buildRecordQuery(filters: SearchFilters, page: number): QueryParams {
  return { page, limit: PAGE_SIZE, ...buildFilterQuery(filters) };
}

/**
 * The filters as query parameters (the search's and the export's): empty values are left out
 * (spec §5), the selected types and departments are comma-joined and the SIREN is sent as its
 * 9 digits.
 */
export function buildFilterQuery(filters: SearchFilters): QueryParams {
  const query: QueryParams = {};
  const q = filters.searchQuery.trim();
  if (q) query.q = q;
  if (filters.fromDate) query.dateFrom = filters.fromDate;
  if (filters.toDate) query.dateTo = filters.toDate;
  if (filters.types.length) query.typeAnnonce = filters.types.join(',');
  if (filters.departements.length) query.departement = filters.departements.join(',');
  const tribunal = filters.tribunal.trim();
  if (tribunal) query.tribunal = tribunal;
  const siren = sirenFromInput(filters.siren);
  if (siren) query.siren = siren;
  if (filters.statuses.length) query.status = filters.statuses.join(',');
  if (filters.judgments.length) query.judgment = filters.judgments.join(',');
  if (filters.includeInactive) query.includeInactive = true;
  return query;
}
