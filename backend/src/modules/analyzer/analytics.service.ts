import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth';
import { dayInParis } from '../../shared/time';
import { EntitlementsService } from '../billing';
import { AccessGrantsService } from './access-grants.service';
import { collectivePeriodOf, monthsOf } from './analytics-period';
import { AnalyticsRepository } from './analytics.repository';
import type { BreakdownRow, MonthCountRow } from './analytics.statements';
import type { AnalyticsQuery } from './dto/analytics.query';
import type {
  AnalyticsResponse,
  CollectiveMonthResponse,
  TribunalCountResponse,
} from './dto/analytics.response';
import { recordFiltersOf } from './search-filters';

/** The tribunals named one by one; the others are counted together. */
export const TOP_TRIBUNALS = 20;

const largestFirst = <Row extends { count: number }>(rows: Row[], key: (row: Row) => string) =>
  [...rows].sort((a, b) => b.count - a.count || key(a).localeCompare(key(b)));

function byTypeOf(monthType: BreakdownRow[]) {
  const counts = new Map<string | null, number>();
  for (const row of monthType) counts.set(row.type, (counts.get(row.type) ?? 0) + row.count);
  const rows = [...counts].map(([type, count]) => ({ type, count }));
  return largestFirst(rows, (row) => row.type ?? '');
}

function byTribunalOf(rows: BreakdownRow[]): TribunalCountResponse[] {
  const named = largestFirst(
    rows.filter((row) => row.tribunal !== null),
    (row) => row.tribunal!,
  ).map(({ tribunal, count }) => ({ tribunal, count }));
  const others =
    rows.reduce((sum, row) => sum + row.count, 0) -
    named.slice(0, TOP_TRIBUNALS).reduce((sum, row) => sum + row.count, 0);
  return [...named.slice(0, TOP_TRIBUNALS), ...(others ? [{ tribunal: null, count: others }] : [])];
}

function collectiveByMonthOf(
  rows: MonthCountRow[],
  months: ReturnType<typeof monthsOf>,
): CollectiveMonthResponse[] {
  const counts = new Map(rows.map((row) => [row.month, row.count]));
  return months.map(({ month, previousMonth }) => ({
    month,
    count: counts.get(month) ?? 0,
    previousMonth,
    previousCount: counts.get(previousMonth) ?? 0,
  }));
}

/** The analytics of a search (CONTRACT §7.6), over the records the search shows the user. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly grants: AccessGrantsService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async of(user: AuthUser, query: AnalyticsQuery, now = new Date()): Promise<AnalyticsResponse> {
    const filters = recordFiltersOf(query);
    const [viewer, isAdvanced] = await Promise.all([
      this.grants.viewerOf(user),
      this.entitlements.allows(user, 'advancedAnalytics'),
    ]);
    const visible = { ...filters, visibleTo: viewer };
    const period = collectivePeriodOf(filters.dateFrom, filters.dateTo, dayInParis(now));
    const [breakdowns, collective] = await Promise.all([
      this.analytics.breakdownsOf(visible, isAdvanced),
      isAdvanced ? this.analytics.collectivePerMonth(visible, period) : [],
    ]);
    const of = (breakdown: BreakdownRow['breakdown']) =>
      breakdowns.filter((row) => row.breakdown === breakdown);
    const monthType = of('monthType');
    const basic = {
      total: monthType.reduce((sum, row) => sum + row.count, 0),
      byMonth: monthType
        .filter((row) => row.month !== null)
        .map(({ month, type, count }) => ({ month: month!, type, count }))
        .sort(
          (a, b) => a.month.localeCompare(b.month) || (a.type ?? '').localeCompare(b.type ?? ''),
        ),
      byType: byTypeOf(monthType),
    };
    if (!isAdvanced) return { level: 'basic', ...basic };
    const { from, to, previousFrom, previousTo } = period;
    return {
      level: 'advanced',
      ...basic,
      byDepartement: largestFirst(of('departement'), (row) => row.departement ?? '').map(
        ({ departement, count }) => ({ departement, count }),
      ),
      byTribunal: byTribunalOf(of('tribunal')),
      collectiveByMonth: collectiveByMonthOf(collective, monthsOf(period)),
      collectivePeriod: { from, to, previousFrom, previousTo },
    };
  }
}
