export { AlertsModule } from './alerts.module';
export { AlertMatchingModule } from './alert-matching.module';
