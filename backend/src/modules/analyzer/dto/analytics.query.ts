import { OmitType } from '@nestjs/swagger';
import { SearchRecordsQuery } from './search-records.query';

/** GET /api/analytics (CONTRACT §7.6): the analyzer search's filters, without its page. */
export class AnalyticsQuery extends OmitType(SearchRecordsQuery, ['page', 'limit'] as const) {}
