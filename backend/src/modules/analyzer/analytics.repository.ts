import { Injectable } from '@nestjs/common';
import type { CollectivePeriod } from './analytics-period';
import {
  BreakdownRow,
  breakdownsStatement,
  collectiveByMonthStatement,
  MonthCountRow,
} from './analytics.statements';
import type { VisibleFilters } from './analyzer-search.statement';
import { CatalogueReadCache } from './catalogue-read-cache';

/**
 * Reads only: served by the replica when DATABASE_READ_URL names one, and kept until the
 * catalogue changes (CatalogueReadCache): a view asked again costs no grouping.
 */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly cache: CatalogueReadCache) {}

  /** The shown matches per month and type; per department and tribunal too when advanced. */
  breakdownsOf(filters: VisibleFilters, isAdvanced: boolean): Promise<BreakdownRow[]> {
    return this.cache.forRequest().rows<BreakdownRow>(breakdownsStatement(filters, isAdvanced));
  }

  /** The shown collective procedures per month of the period and of the previous one. */
  collectivePerMonth(filters: VisibleFilters, period: CollectivePeriod): Promise<MonthCountRow[]> {
    return this.cache.forRequest().rows<MonthCountRow>(collectiveByMonthStatement(filters, period));
  }
}
