import { loadMailConfig } from '../config/mail.config';
import { defineJob } from '../queue';
import { MailDeliveryHandler } from './mail-delivery.handler';
import { MailMessage } from './mail-message';

/**
 * With the defaults (MAIL_RETRY_BASE_MS 5 s, MAIL_RETRY_MAX_MS 1 h) the waits are 5 s, 10 s,
 * 20 s … 43 min (about 85 min for the first ten), then one hour each: 25 attempts keep trying
 * for about 15 hours, and an SMTP server back after an outage gets the mail within the hour.
 */
export const MAIL_ATTEMPTS = 25;

export function mailRetryDelayMs(
  attemptsMade: number,
  config: { retryBaseMs: number; retryMaxMs: number },
): number {
  const doublings = Math.min(Math.max(attemptsMade - 1, 0), 30);
  return Math.min(config.retryBaseMs * 2 ** doublings, config.retryMaxMs);
}

/** Every e-mail of the product leaves through this queue, after the request has answered. */
export const MAIL_JOB = defineJob<MailMessage>({
  queue: 'mail',
  handler: MailDeliveryHandler,
  // Queued e-mails hold sign-in links: not shown on the job board; their count is on the health page.
  isOnJobBoard: false,
  isOnHealthPage: true,
  retry: {
    attempts: MAIL_ATTEMPTS,
    delayMs: (attemptsMade) => mailRetryDelayMs(attemptsMade, loadMailConfig(process.env)),
  },
});
