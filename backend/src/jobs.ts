import { ALERTS_MAIL_JOBS } from './modules/alerts';
import { BILLING_JOBS } from './modules/billing';
import { FAVORITES_JOBS } from './modules/favorites';
import { IDENTITY_JOBS } from './modules/identity';
import { INGESTION_JOBS } from './modules/ingestion';
import { INTEGRATIONS_JOBS } from './modules/integrations';
import { MAIL_JOB } from './shared/mail';
import { AnyJobDefinition } from './shared/queue';

/** Every background job of the product: the queues, the job board and the health page follow it. */
export const JOBS: readonly AnyJobDefinition[] = [
  ...INGESTION_JOBS,
  ...IDENTITY_JOBS,
  ...FAVORITES_JOBS,
  ...BILLING_JOBS,
  ...ALERTS_MAIL_JOBS,
  ...INTEGRATIONS_JOBS,
  MAIL_JOB,
];
