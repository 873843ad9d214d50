import { Injectable } from '@nestjs/common';
import { AnalyzerCatalogService } from '../analyzer';
import { BillingReportService } from '../billing';
import { CreditsService } from '../credits';
import { UserAdministrationService } from '../identity';

@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly users: UserAdministrationService,
    private readonly billing: BillingReportService,
    private readonly credits: CreditsService,
    private readonly catalog: AnalyzerCatalogService,
  ) {}

  /** Every figure is one SQL aggregate; nothing is loaded row by row. */
  async stats() {
    const [
      totalUsers,
      totalRecords,
      activeSubscriptions,
      monthlyRevenue,
      totalCredits,
      assignments,
    ] = await Promise.all([
      this.users.countUsers(),
      this.catalog.countRecords(),
      this.billing.countActiveSubscriptions(),
      this.billing.monthlyRevenue(),
      this.credits.totalCredits(),
      this.catalog.countAssignments(),
    ]);
    const avgRecordsPerUser = totalUsers ? Math.round((assignments / totalUsers) * 10) / 10 : 0;
    return {
      totalUsers,
      totalRecords,
      activeSubscriptions,
      monthlyRevenue,
      totalCredits,
      avgRecordsPerUser,
    };
  }

  async latestUsers(limit: number) {
    return { users: await this.users.latest(limit) };
  }

  async latestSubscriptions(limit: number) {
    const subscriptions = await this.billing.latestSubscriptions(limit);
    const users = await this.users.byIds(subscriptions.map((subscription) => subscription.userId));
    return {
      subscriptions: subscriptions.map((subscription) => ({
        ...subscription,
        user: users.get(subscription.userId) ?? null,
      })),
    };
  }
}
