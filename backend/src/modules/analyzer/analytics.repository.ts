import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../shared/database';
import type { CollectivePeriod } from './analytics-period';
import {
  BreakdownRow,
  breakdownsStatement,
  collectiveByMonthStatement,
  MonthCountRow,
} from './analytics.statements';
import type { VisibleFilters } from './analyzer-search.statement';

/** Reads only: served by the replica when DATABASE_READ_URL names one. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly replica: ReadDatabase) {}

  /** The shown matches per month and type; per department and tribunal too when advanced. */
  breakdownsOf(filters: VisibleFilters, isAdvanced: boolean): Promise<BreakdownRow[]> {
    return this.replica.query<BreakdownRow>(breakdownsStatement(filters, isAdvanced));
  }

  /** The shown collective procedures per month of the period and of the previous one. */
  collectivePerMonth(filters: VisibleFilters, period: CollectivePeriod): Promise<MonthCountRow[]> {
    return this.replica.query<MonthCountRow>(collectiveByMonthStatement(filters, period));
  }
}
