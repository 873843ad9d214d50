export { MailDeliveryModule } from './mail-delivery.module';
export type { MailMessage } from './mail-message';
export { MailOutbox } from './mail-outbox';
export { MAIL_JOB } from './mail.job';
