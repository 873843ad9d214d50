export type { AnalyzerRecordInput } from './analyzer-record.input';
export { previousAnnonceIdOf } from './company-status.rules';
export { AnalyzerCatalogService } from './analyzer-catalog.service';
export { AnalyzerModule } from './analyzer.module';
export type { AnalyzerRecordView } from './analyzer-record.view';
export { FavoriteStatusReader } from './favorite-status.reader';
export { AnalyzerRecordResponse } from './dto/analyzer-record.response';
export { announcementTypeLabel, COMPANY_STATUS_LABELS } from './announcement-types';
export { AccessGrantsService } from './access-grants.service';
export {
  AccessGrantCreatedResponse,
  AccessGrantListResponse,
  CreateGrantDto,
} from './dto/access-grant.dto';
