import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database';
import { MailLanguage } from './entities/notification-settings.entity';
import { NotificationMailRepository } from './notification-mail.repository';
import {
  EmailPreference,
  NotificationSettingsRepository,
} from './notification-settings.repository';
import { hashUnsubscribeToken, UnsubscribeLinks } from './unsubscribe-links';

/** The user's choice of notification e-mails, and the unsubscribe link that turns them off. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly db: Database,
    private readonly settings: NotificationSettingsRepository,
    private readonly notices: NotificationMailRepository,
    private readonly unsubscribeLinks: UnsubscribeLinks,
  ) {}

  preferencesOf(userId: number): Promise<EmailPreference> {
    return this.settings.ensure(userId, this.unsubscribeLinks.tokenHashOf(userId));
  }

  update(
    userId: number,
    changes: { email: EmailPreference['email']; language?: MailLanguage },
  ): Promise<EmailPreference> {
    return this.db.transaction(async (tx) => {
      const before = await this.settings.ensure(
        userId,
        this.unsubscribeLinks.tokenHashOf(userId),
        tx,
      );
      const after = await this.settings.update(userId, changes, tx);
      if (before.email === 'off' && after.email !== 'off')
        await this.notices.skipUnsent(userId, tx);
      return after;
    });
  }

  /** The preference of the link's owner, read only (the link's page asks first); null if unknown. */
  preferencesOfLink(token: unknown): Promise<EmailPreference | null> {
    if (typeof token !== 'string' || !token) return Promise.resolve(null);
    return this.settings.findByTokenHash(hashUnsubscribeToken(token));
  }

  /** Turns e-mails off for the link's owner: their language, or null for an unknown link. */
  unsubscribe(token: unknown): Promise<MailLanguage | null> {
    if (typeof token !== 'string' || !token) return Promise.resolve(null);
    return this.settings.turnOffByTokenHash(hashUnsubscribeToken(token));
  }
}
