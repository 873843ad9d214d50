import { DAILY_DIGEST_JOB, WEEKLY_DIGEST_JOB } from './digest.job';
import { INSTANT_NOTIFICATION_MAIL_JOB } from './notification-mail.job';

/**
 * The notification e-mails' scheduled jobs: instant every minute, the daily digest at 07:00, the
 * weekly one on Mondays at 07:00.
 */
export const ALERTS_MAIL_JOBS = [
  INSTANT_NOTIFICATION_MAIL_JOB,
  DAILY_DIGEST_JOB,
  WEEKLY_DIGEST_JOB,
];
