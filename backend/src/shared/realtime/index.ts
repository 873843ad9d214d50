export { ADMIN_ROOM, REALTIME_EVENTS, socketIoRedisKey, userRoom } from './realtime-events';
export {
  NOTIFICATION_KINDS,
  NotificationItem,
  NotificationSource,
  NotificationsNewEvent,
  NotifiedRecord,
  NotifiedReport,
} from './notification-events';
export type { NotificationKind } from './notification-events';
export type { RealtimeEventName, RealtimeEvents } from './realtime-events';
export { RealtimeGateway } from './realtime.gateway';
export { RealtimeModule } from './realtime.module';
export { RealtimePublisher } from './realtime.publisher';
export { RedisIoAdapter } from './redis-io.adapter';
