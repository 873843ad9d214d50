export { BillingModule } from './billing.module';
export { UsageMeteringService } from './usage-metering.service';
export { PlanAccessService } from './plan-access.service';
export type { ConsultationCharge, ConsultationCost } from './usage-metering.service';
export { BillingReportService } from './billing-report.service';
export { SubscriptionResponse } from './dto/subscription.response';
export { BILLING_JOBS } from './billing-jobs';
export { BillingWorkerModule } from './billing-worker.module';
