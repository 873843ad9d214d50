export { ADMIN_ROOM, REALTIME_EVENTS, socketIoRedisKey } from './realtime-events';
export type { RealtimeEventName, RealtimeEvents } from './realtime-events';
export { RealtimeGateway } from './realtime.gateway';
export { RealtimeModule } from './realtime.module';
export { RealtimePublisher } from './realtime.publisher';
export { RedisIoAdapter } from './redis-io.adapter';
