export type { AnalyzerRecordInput } from './analyzer-record.input';
export { previousAnnonceIdOf } from './company-status.rules';
export { personsOf } from './notice-facts';
export { AnalyzerCatalogService } from './analyzer-catalog.service';
export { AnalyzerModule } from './analyzer.module';
export type { AnalyzerRecordView } from './analyzer-record.view';
export { FavoriteStatusReader } from './favorite-status.reader';
export { WatchedSirensReader } from './watched-sirens.reader';
export { NewRecordsListener } from './new-records.listener';
export { visibleToEachUser } from './record-visibility';
export { CatalogDirectory } from './catalog-directory.service';
export type { CompanySummary, NoticeSummary } from './catalog-directory.service';
export { recordFiltersOf } from './search-filters';
export type { RecordFilters, SearchFilters } from './search-filters';
export { SearchRecordsQuery } from './dto/search-records.query';
export { SearchFilterFields } from './dto/search-filter.fields';
export { SAVED_FILTER_MATCHER, storedFilterColumns } from './search-filter.definition';
export { AnalyzerRecordResponse, CompanyStatusResponse } from './dto/analyzer-record.response';
export { announcementTypeLabel, COMPANY_STATUS_LABELS } from './announcement-types';
export { AccessGrantsService } from './access-grants.service';
export {
  AccessGrantCreatedResponse,
  AccessGrantListResponse,
  CreateGrantDto,
} from './dto/access-grant.dto';
export { CatalogueSyncReader } from './catalogue-sync.reader';
export type { CatalogueSyncRunState, CatalogueSyncStatus } from './catalogue-sync.reader';
