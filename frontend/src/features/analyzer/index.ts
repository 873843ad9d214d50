export { AnalyzerPage } from './pages/AnalyzerPage';
export { RecordPage } from './pages/RecordPage';
/** The analyzer's filters as its URL holds them, for the screens that read them too. */
export { paramsFromResults, resultsFromParams } from './search-url';
export { buildFilterQuery } from './search-query';
export { toRecordQuery, type FilterQuery, type RecordQuery } from './api/analyzer-api';
export { useTypeLabel } from './hooks/use-type-label';
export { departementLabel } from './departements';
export { ANNOUNCEMENT_TYPES } from './announcement-types';
