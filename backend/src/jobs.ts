import { Type } from '@nestjs/common';
import { ALERTS_MAIL_JOBS, AlertsMailWorkerModule } from './modules/alerts';
import { ANALYZER_JOBS, AnalyzerWorkerModule } from './modules/analyzer';
import { BILLING_JOBS, BillingWorkerModule } from './modules/billing';
import { FAVORITES_JOBS, FavoritesWorkerModule } from './modules/favorites';
import { IDENTITY_JOBS, IdentityWorkerModule } from './modules/identity';
import { INGESTION_JOBS, IngestionWorkerModule } from './modules/ingestion';
import { INTEGRATIONS_JOBS, IntegrationsWorkerModule } from './modules/integrations';
import { MAIL_JOB, MailDeliveryModule } from './shared/mail';
import { AnyJobDefinition } from './shared/queue';

/** A context's jobs and the module that registers their consumers (JobWorkersModule.register). */
interface ContextJobs {
  jobs: readonly AnyJobDefinition[];
  workers: Type;
}

const CONTEXT_JOBS: readonly ContextJobs[] = [
  { jobs: INGESTION_JOBS, workers: IngestionWorkerModule },
  { jobs: IDENTITY_JOBS, workers: IdentityWorkerModule },
  { jobs: FAVORITES_JOBS, workers: FavoritesWorkerModule },
  { jobs: BILLING_JOBS, workers: BillingWorkerModule },
  { jobs: ALERTS_MAIL_JOBS, workers: AlertsMailWorkerModule },
  { jobs: INTEGRATIONS_JOBS, workers: IntegrationsWorkerModule },
  { jobs: ANALYZER_JOBS, workers: AnalyzerWorkerModule },
  { jobs: [MAIL_JOB], workers: MailDeliveryModule },
];

/** Every background job of the product: the queues, the job board and the health page follow it. */
export const JOBS: readonly AnyJobDefinition[] = CONTEXT_JOBS.flatMap(({ jobs }) => jobs);

/**
 * The modules consuming JOBS, imported by every process (WorkersModule); a process with a worker
 * role refuses to start unless each job has exactly one consumer (JobConsumersCheck).
 */
export const JOB_WORKER_MODULES: readonly Type[] = CONTEXT_JOBS.map(({ workers }) => workers);
