export { IntegrationsModule } from './integrations.module';
export { IntegrationsDeliveryModule } from './integrations-delivery.module';
export { IntegrationsWorkerModule } from './integrations-worker.module';
export { INTEGRATIONS_JOBS } from './webhook-delivery.job';
