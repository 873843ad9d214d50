import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { appConfig } from '../../shared/config';
import { Database } from '../../shared/database';
import { MailOutbox } from '../../shared/mail';
import { CatalogDirectory } from '../analyzer';
import { composeNotificationMail, MailedNotice } from './notification-mail.composer';
import {
  ClaimedNotice,
  MailGroup,
  NotificationMailRepository,
} from './notification-mail.repository';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

const GROUPS_PER_READ = 200;

/** Sends the e-mails of groups of notifications, each if it still has notices to send. */
@Injectable()
export class NotificationMailSender {
  constructor(
    private readonly db: Database,
    private readonly notices: NotificationMailRepository,
    private readonly catalog: CatalogDirectory,
    private readonly settings: NotificationSettingsRepository,
    private readonly unsubscribeLinks: UnsubscribeLinks,
    private readonly outbox: MailOutbox,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /**
   * Sends every group `readGroups` finds, reading again until none is left: sent groups are
   * marked, so each read finds what remains. Returns how many e-mails were queued.
   */
  async sendAll(readGroups: (limit: number) => Promise<MailGroup[]>): Promise<number> {
    let sent = 0;
    for (;;) {
      const groups = await readGroups(GROUPS_PER_READ);
      let sentNow = 0;
      for (const group of groups) if (await this.send(group)) sentNow += 1;
      sent += sentNow;
      // A full read of groups that another worker is sending is left to it.
      if (groups.length < GROUPS_PER_READ || !sentNow) return sent;
    }
  }

  /**
   * Marking the notices e-mailed and queuing the e-mail commit together: if the queue cannot take
   * it, nothing is marked and the next run tries again. The queue then retries delivery until the
   * SMTP server takes it.
   */
  async send(group: MailGroup): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const notices = await this.notices.claim(group, tx);
      const recipient = await this.notices.recipient(group.userId, tx);
      if (!notices.total || !recipient) return false;
      const { language } = await this.settings.ensure(
        group.userId,
        this.unsubscribeLinks.tokenHashOf(group.userId),
        tx,
      );
      await this.outbox.send(
        composeNotificationMail({
          mode: group.mode,
          language,
          recipient,
          notices: { listed: await this.withJudgments(notices.listed), total: notices.total },
          appUrl: this.app.appUrl,
          unsubscribeUrl: this.unsubscribeLinks.urlOf(group.userId),
        }),
      );
      return true;
    });
  }

  /** What each judgment is, from the catalogue: an alert names it (issue 30). */
  private async withJudgments(listed: ClaimedNotice[]): Promise<MailedNotice[]> {
    const summaries = await this.catalog.noticesOf(listed.map((notice) => notice.recordId));
    return listed.map((notice) => ({
      ...notice,
      judgmentNature: summaries.get(notice.recordId)?.type_jugement ?? null,
    }));
  }
}
