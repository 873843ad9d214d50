export { AlertsModule } from './alerts.module';
export { AlertMatchingModule } from './alert-matching.module';
export { AlertsMailWorkerModule } from './alerts-mail-jobs.module';
export { ALERTS_MAIL_JOBS } from './alerts-mail.jobs';
export { NotificationsCreatedListener } from './notifications-created.listener';
export { NotificationReader } from './notification-reader';
export type { OwnedNotification } from './notification-reader';
export type { CreatedNotification } from './alert-matching.repository';
