import { Injectable, Logger } from '@nestjs/common';
import { defineJob, JobHandler } from '../../shared/queue';
import { NotificationMailRepository } from './notification-mail.repository';
import { NotificationMailSender } from './notification-mail.sender';

/** The daily digest: one e-mail per `daily` user with every notice not yet e-mailed. */
@Injectable()
export class DailyDigestHandler implements JobHandler<Record<string, never>> {
  private readonly logger = new Logger('DailyDigest');

  constructor(
    private readonly notices: NotificationMailRepository,
    private readonly sender: NotificationMailSender,
  ) {}

  async handle(): Promise<void> {
    const sent = await this.sender.sendAll((limit) => this.notices.digestGroups('daily', limit));
    this.logger.log(`Queued ${sent} daily digest(s)`);
  }
}

export const DAILY_DIGEST_JOB = defineJob<Record<string, never>>({
  queue: 'notification-digest',
  handler: DailyDigestHandler,
  isOnJobBoard: true,
  isOnHealthPage: false,
  schedule: { pattern: '0 7 * * *', tz: 'Europe/Paris', data: {} },
  // A digest that could not be queued (Redis or PostgreSQL away) is tried again the same morning;
  // the users already served are not, their notices being marked.
  retry: { attempts: 6, delayMs: (attemptsMade) => 60_000 * 2 ** (attemptsMade - 1) },
});

/** The weekly digest (issue 33): one e-mail per `weekly` user, Monday morning, by kind of notice. */
@Injectable()
export class WeeklyDigestHandler implements JobHandler<Record<string, never>> {
  private readonly logger = new Logger('WeeklyDigest');

  constructor(
    private readonly notices: NotificationMailRepository,
    private readonly sender: NotificationMailSender,
  ) {}

  async handle(): Promise<void> {
    const sent = await this.sender.sendAll((limit) => this.notices.digestGroups('weekly', limit));
    this.logger.log(`Queued ${sent} weekly digest(s)`);
  }
}

export const WEEKLY_DIGEST_JOB = defineJob<Record<string, never>>({
  queue: 'notification-weekly-digest',
  handler: WeeklyDigestHandler,
  isOnJobBoard: true,
  isOnHealthPage: false,
  schedule: { pattern: '0 7 * * 1', tz: 'Europe/Paris', data: {} },
  retry: { attempts: 6, delayMs: (attemptsMade) => 60_000 * 2 ** (attemptsMade - 1) },
});
