import { BILLING_JOBS } from './modules/billing';
import { INGESTION_JOBS } from './modules/ingestion';
import { AnyJobDefinition } from './shared/queue';

/** Every background job of the product: the queues, the job board and the health page follow it. */
export const JOBS: readonly AnyJobDefinition[] = [...INGESTION_JOBS, ...BILLING_JOBS];
