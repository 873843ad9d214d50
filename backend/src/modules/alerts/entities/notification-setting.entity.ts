import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's notification e-mails: how often, in which language, and their unsubscribe token. */
@Entity('notification_settings')
export class NotificationSetting {
  @PrimaryColumn()
  userId: number;

  @Column({ type: 'varchar' })
  email: 'instant' | 'daily' | 'off';

  @Column({ type: 'varchar' })
  language: 'fr' | 'en';

  /** sha256 of the one-click unsubscribe token; never read back. */
  @Column({ type: 'char', length: 64, select: false })
  unsubscribeTokenHash: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
