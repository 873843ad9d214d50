import { Column, Entity, PrimaryColumn } from 'typeorm';

export const EMAIL_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const MAIL_LANGUAGES = ['fr', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A user's e-mail preference; no row means instant, in French (CONTRACT §7.4). */
@Entity('notification_settings')
export class NotificationSettings {
  @PrimaryColumn()
  userId: number;

  @Column({ type: 'varchar' })
  email: EmailFrequency;

  @Column({ type: 'varchar' })
  language: MailLanguage;

  @Column({ select: false })
  unsubscribeTokenHash: string;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
