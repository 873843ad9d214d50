import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database';
import { MailLanguage, NotificationSettings } from './entities/notification-settings.entity';

/** The language of a user's e-mails (CONTRACT §7.4), for the e-mails other contexts send. */
@Injectable()
export class MailLanguageReader {
  constructor(private readonly db: Database) {}

  /** French until the user chooses, as the notification e-mails. */
  async languageOf(userId: number): Promise<MailLanguage> {
    const settings = await this.db.repository(NotificationSettings).findOneBy({ userId });
    return settings?.language ?? 'fr';
  }
}
