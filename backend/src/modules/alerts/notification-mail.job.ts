import { Injectable, Logger } from '@nestjs/common';
import { defineJob, JobHandler } from '../../shared/queue';
import { NotificationMailRepository } from './notification-mail.repository';
import { NotificationMailSender } from './notification-mail.sender';

/**
 * Instant e-mails: one per user and finished job run, listing that run's new notices (CONTRACT
 * §7.4). Notifications made outside a run are sent together once a minute old.
 */
@Injectable()
export class InstantNotificationMailHandler implements JobHandler<Record<string, never>> {
  private readonly logger = new Logger('NotificationMail');

  constructor(
    private readonly notices: NotificationMailRepository,
    private readonly sender: NotificationMailSender,
  ) {}

  async handle(): Promise<void> {
    const sent = await this.sender.sendAll((limit) => this.notices.readyInstantGroups(limit));
    if (sent) this.logger.log(`Queued ${sent} notification e-mail(s)`);
  }
}

export const INSTANT_NOTIFICATION_MAIL_JOB = defineJob<Record<string, never>>({
  queue: 'notification-mail',
  handler: InstantNotificationMailHandler,
  isOnJobBoard: true,
  isOnHealthPage: false,
  schedule: { pattern: '* * * * *', tz: 'Europe/Paris', data: {} },
});
