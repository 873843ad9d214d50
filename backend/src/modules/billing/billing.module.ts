import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits';
import { BillingLedgerRepository } from './billing-ledger.repository';
import { BillingReportService } from './billing-report.service';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutService } from './checkout.service';
import { CheckoutSession } from './entities/checkout-session.entity';
import { SubscriptionPlan } from './entities/subscription-plan.entity';
import { UserSubscription } from './entities/user-subscription.entity';
import { EntitlementsService } from './entitlements.service';
import { LocalRenewalsHandler } from './local-renewals.handler';
import { MonthlyUsageService } from './monthly-usage.service';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsController } from './payments.controller';
import { PlanAccessService } from './plan-access.service';
import { PlanCreditPeriodRepository } from './plan-credit-periods.repository';
import { PlanCreditsGranter } from './plan-credits.granter';
import { PlanRepository } from './plan.repository';
import { RecordConsultationRepository } from './record-consultation.repository';
import { StripeClient } from './stripe.client';
import { SubscriptionRepository } from './subscription.repository';
import { SubscriptionService } from './subscription.service';
import { SubscriptionsController } from './subscriptions.controller';
import { TrialRecords } from './trial-records.service';
import { UsageMeteringService } from './usage-metering.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SubscriptionPlan, UserSubscription, CheckoutSession]),
    CreditsModule,
  ],
  controllers: [SubscriptionsController, PaymentsController],
  providers: [
    BillingLedgerRepository,
    BillingReportService,
    CheckoutRepository,
    CheckoutService,
    EntitlementsService,
    LocalRenewalsHandler,
    MonthlyUsageService,
    PaymentEventsService,
    PlanAccessService,
    PlanCreditPeriodRepository,
    PlanCreditsGranter,
    PlanRepository,
    RecordConsultationRepository,
    StripeClient,
    SubscriptionRepository,
    SubscriptionService,
    TrialRecords,
    UsageMeteringService,
  ],
  exports: [
    TrialRecords,
    UsageMeteringService,
    BillingReportService,
    LocalRenewalsHandler,
    PlanAccessService,
    EntitlementsService,
  ],
})
export class BillingModule {}
