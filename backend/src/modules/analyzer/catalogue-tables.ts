/**
 * Every table a load fills from the notices, with their indexes and TOAST: what the catalogue
 * takes on disk (the history's estimate, CONTRACT §8.1; the bench's bytes per notice).
 */
export const CATALOGUE_TABLES = [
  'analyzer_records',
  'notice_detail_blocks',
  'notice_officers',
  'record_assignments',
  'company_status',
  'company_identities',
  'portfolio_company_facts',
  'catalogue_counts',
  'catalogue_day_counts',
  'catalogue_count_changes',
];
