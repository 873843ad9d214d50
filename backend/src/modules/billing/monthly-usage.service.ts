import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../shared/auth';
import { CreditsService } from '../credits';
import { MonthlyUsage } from './dto/monthly-usage.response';
import { RecordConsultationRepository } from './record-consultation.repository';
import { SubscriptionRepository } from './subscription.repository';

/** What the month has used so far, read the way metering counts it (CONTRACT §4.5). */
@Injectable()
export class MonthlyUsageService {
  constructor(
    private readonly consultations: RecordConsultationRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly credits: CreditsService,
  ) {}

  async of(user: AuthUser): Promise<MonthlyUsage> {
    const [{ month, recordsOpened }, subscription, creditsUsed] = await Promise.all([
      this.consultations.monthSoFar(user.id),
      this.subscriptions.findGivingAccess(user.id),
      this.credits.usedThisMonth(user.id),
    ]);
    const plan = subscription?.plan ?? null;
    const recordLimit = plan ? plan.recordLimit : 0;
    return {
      month,
      plan: plan?.name ?? null,
      creditsUsed,
      creditsIncluded: plan?.monthlyCredits ?? null,
      recordsOpened,
      // Admins are not metered.
      recordLimit: user.role === 'admin' ? null : recordLimit,
    };
  }
}
