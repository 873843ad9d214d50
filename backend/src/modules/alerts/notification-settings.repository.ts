import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import {
  EmailFrequency,
  MailLanguage,
  NotificationSettings,
} from './entities/notification-settings.entity';

export interface EmailPreference {
  email: EmailFrequency;
  language: MailLanguage;
}

@Injectable()
export class NotificationSettingsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The user's preference, creating the row (instant, French) on first use. The token hash is
   * written each time: a changed server key then moves the link to the new token. The row stays
   * locked until the transaction ends.
   */
  async ensure(userId: number, tokenHash: string, tx?: Transaction): Promise<EmailPreference> {
    const row = await this.db.queryOne<EmailPreference>(
      sql`INSERT INTO notification_settings (user_id, unsubscribe_token_hash)
          VALUES (${userId}, ${tokenHash})
          ON CONFLICT (user_id) DO UPDATE SET unsubscribe_token_hash = EXCLUDED.unsubscribe_token_hash
          RETURNING email, language`,
      tx,
    );
    return row!;
  }

  async update(
    userId: number,
    changes: Partial<EmailPreference>,
    tx: Transaction,
  ): Promise<EmailPreference> {
    const settings = this.db.repository(NotificationSettings, tx);
    await settings.update({ userId }, { ...changes, updatedAt: new Date() });
    const { email, language } = await settings.findOneByOrFail({ userId });
    return { email, language };
  }

  /** The preference of this token's owner, changing nothing; null for an unknown token. */
  async findByTokenHash(tokenHash: string): Promise<EmailPreference | null> {
    const row = await this.db.queryOne<EmailPreference>(
      sql`SELECT email, language FROM notification_settings
          WHERE unsubscribe_token_hash = ${tokenHash}`,
    );
    return row ?? null;
  }

  /** E-mails off for the owner of this token; the language of their page, or null if unknown. */
  async turnOffByTokenHash(tokenHash: string): Promise<MailLanguage | null> {
    const row = await this.db.queryOne<{ language: MailLanguage }>(
      sql`UPDATE notification_settings SET email = 'off', updated_at = now()
          WHERE unsubscribe_token_hash = ${tokenHash}
          RETURNING language`,
    );
    return row?.language ?? null;
  }
}
