import { ApiProperty } from '@nestjs/swagger';
import { NotificationItem } from '../../../shared/realtime';

export class NotificationPageMeta {
  @ApiProperty()
  page: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  total: number;
}

export class NotificationListResponse {
  @ApiProperty({ type: [NotificationItem], description: 'Newest first' })
  notifications: NotificationItem[];

  @ApiProperty()
  unreadCount: number;

  @ApiProperty({ type: NotificationPageMeta })
  meta: NotificationPageMeta;
}
