import { IntersectionType } from '@nestjs/swagger';
import { PageQuery } from '../../../shared/dto/page.query';
import { SearchFilterFields } from './search-filter.fields';

/**
 * GET /api/analyzer/records (CONTRACT §4.4): the page and the search filters of
 * search-filter.definition.ts. Empty values count as absent; null is refused.
 */
export class SearchRecordsQuery extends IntersectionType(PageQuery, SearchFilterFields) {}
