import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const NOTIFICATION_KINDS = ['watch', 'saved_search', 'report_closed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const text = { type: String, nullable: true } as const;

/** The notice a notification is about: what a list row shows of it. */
export class NotifiedRecord {
  @ApiProperty()
  id: number;

  @ApiProperty(text)
  nom_complet: string | null;

  @ApiProperty(text)
  type_annonce: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  date_parution: string | null;

  @ApiProperty({ ...text, description: '9 digits' })
  siren: string | null;

  @ApiProperty({
    ...text,
    description:
      'The judgment\'s nature as the source gives it ("Jugement de clôture pour insuffisance d\'actif"); null when the notice is no judgment',
  })
  type_jugement: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  date_jugement: string | null;
}

/** The user's report that an admin closed (`report_closed`), about a company (CONTRACT §8.3). */
export class NotifiedReport {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: '9 digits' })
  siren: string;

  @ApiProperty({ ...text, description: "The company's newest name" })
  companyName: string | null;

  @ApiProperty({ description: 'The part of the company page it was about (CompanyReportField)' })
  field: string;

  @ApiProperty({ ...text, description: "The admin's reply, if any" })
  reply: string | null;
}

/** Why the user was told: their watch or their saved search (absent once removed). */
export class NotificationSource {
  @ApiPropertyOptional()
  watchId?: number;

  @ApiPropertyOptional()
  savedSearchId?: number;

  @ApiProperty({
    ...text,
    description: "The watched company's name or the saved search's; null once it is removed",
  })
  name: string | null;
}

/** One notification (CONTRACT §7.4): a new notice for its owner, once. */
export class NotificationItem {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  kind: NotificationKind;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt: string | null;

  @ApiProperty({
    type: NotifiedRecord,
    nullable: true,
    description: 'The notice; null for a `report_closed` notification',
  })
  record: NotifiedRecord | null;

  @ApiPropertyOptional({ type: NotifiedReport, description: 'For `report_closed` only' })
  report?: NotifiedReport;

  @ApiProperty({ type: NotificationSource })
  source: NotificationSource;
}

/** `notifications:new`, to the owner's sockets only, once per job batch that notified them. */
export class NotificationsNewEvent {
  @ApiProperty({ description: 'Unread notifications of the user, these included' })
  unreadCount: number;

  @ApiProperty({
    type: [NotificationItem],
    description: 'The new notifications, newest first (at most 50; the count tells the rest)',
  })
  notifications: NotificationItem[];
}
