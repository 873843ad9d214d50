export type { AnalyzerRecordInput } from './analyzer-record.input';
export { COMPANY_STATUS_CODES, previousAnnonceIdOf } from './company-status.rules';
export { officialNoticeUrl, officialUrlToKeep, personsOf } from './notice-facts';
export {
  bulletinOfRecord,
  capitalOf,
  isJsonObject,
  isSameBulletin,
  jsonText,
  summaryOfRecord,
  writeNoticeSummary,
} from './notice-summary';
export type { Bulletin } from './notice-summary';
export { AnalyzerCatalogService } from './analyzer-catalog.service';
export { AnalyzerModule } from './analyzer.module';
export { ANALYZER_JOBS } from './company-identity.job';
export { AnalyzerWorkerModule } from './company-identity-worker.module';
export type { AnalyzerRecordView } from './analyzer-record.view';
export { FavoriteStatusReader } from './favorite-status.reader';
export { WatchedSirensReader } from './watched-sirens.reader';
export { NewRecordsListener } from './new-records.listener';
export { CompanyReportClosedListener } from './company-report-closed.listener';
export { CompanyReportDirectory } from './company-report.directory';
export type { ClosedReportSummary } from './company-report.directory';
export { visibleToEachUser } from './record-visibility';
export { CatalogDirectory } from './catalog-directory.service';
export { PORTFOLIO_FLAGS, PortfolioCompaniesReader } from './portfolio-companies.reader';
export type {
  PortfolioCompany,
  PortfolioFilter,
  PortfolioFlag,
} from './portfolio-companies.reader';
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
