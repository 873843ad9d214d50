import type { VisibleFilters } from '../../src/modules/analyzer/analyzer-search.statement';

/** A search with no filter: every record of active companies, newest first. */
export const NO_FILTER: VisibleFilters = {
  terms: [],
  types: [],
  departements: [],
  statuses: [],
  judgments: [],
  includeInactive: false,
};
