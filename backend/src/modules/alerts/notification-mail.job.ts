import { Injectable, Logger } from '@nestjs/common';
import { defineJob, JobHandler } from '../../shared/queue';
import { NotificationMailRepository } from './notification-mail.repository';
import { NotificationMailSender } from './notification-mail.sender';

const GROUPS_PER_READ = 200;

/**
 * Instant e-mails: one per user and finished job run, listing that run's new notices (CONTRACT
 * §7.4). Notifications made outside a run are sent once a minute old, together.
 */
@Injectable()
export class InstantNotificationMailHandler implements JobHandler<Record<string, never>> {
  private readonly logger = new Logger('NotificationMail');

  constructor(
    private readonly notices: NotificationMailRepository,
    private readonly sender: NotificationMailSender,
  ) {}

  async handle(): Promise<void> {
    let sent = 0;
    for (;;) {
      const groups = await this.notices.readyInstantGroups(GROUPS_PER_READ);
      let sentNow = 0;
      for (const group of groups) {
        if (await this.sender.send({ mode: 'instant', ...group })) sentNow += 1;
      }
      sent += sentNow;
      // Sent groups are marked, so the next read finds what is left; a full read of groups that
      // another worker holds is left to it.
      if (groups.length < GROUPS_PER_READ || !sentNow) break;
    }
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
