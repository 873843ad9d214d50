import { defineJob } from '../../shared/queue';
import { LocalRenewalsHandler } from './local-renewals.handler';

/** Billing's background jobs: without Stripe, the local renewals that Stripe would do. */
export const BILLING_JOBS = [
  defineJob<Record<string, never>>({
    queue: 'billing-renewals',
    handler: LocalRenewalsHandler,
    isOnJobBoard: true,
    isOnHealthPage: false,
    schedule: { pattern: '*/10 * * * *', tz: 'Europe/Paris', data: {} },
  }),
];
