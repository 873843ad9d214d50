export type {
  AnalyzerRecordInput,
  CompanyInactivity,
  InactivityReason,
} from './analyzer-record.input';
export { AnalyzerCatalogService } from './analyzer-catalog.service';
export { AnalyzerModule } from './analyzer.module';
export type { AnalyzerRecordView } from './analyzer-record.view';
export { FavoriteStatusReader } from './favorite-status.reader';
export { AnalyzerRecordResponse } from './dto/analyzer-record.response';
