import { Emitter } from '@socket.io/redis-emitter';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../config';
import {
  ADMIN_ROOM,
  RealtimeEventName,
  RealtimeEvents,
  socketIoRedisKey,
  userRoom,
} from './realtime-events';

/**
 * Emits to sockets through Redis, so any process (API or worker) reaches the admins, or one
 * user, connected to any API process.
 */
@Injectable()
export class RealtimePublisher implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly emitter: Emitter;

  constructor(@Inject(redisConfig.KEY) config: ConfigType<typeof redisConfig>) {
    this.redis = new Redis(config.url, { maxRetriesPerRequest: 1, lazyConnect: false });
    // The emitter drops publish()'s promise: while Redis is unreachable it would reject unhandled
    // and end the process. Live events are best effort (clients read a run again on reconnect).
    const publisher = {
      publish: (channel: string, message: string | Buffer) =>
        this.redis.publish(channel, message).catch(() => 0),
    };
    this.emitter = new Emitter(publisher, { key: socketIoRedisKey(config.keyPrefix) });
  }

  toAdmins<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void {
    this.emitter.to(ADMIN_ROOM).emit(event, payload);
  }

  toUser<E extends RealtimeEventName>(userId: number, event: E, payload: RealtimeEvents[E]): void {
    this.emitter.to(userRoom(userId)).emit(event, payload);
  }

  /**
   * Every socket of the user, in any API process, joins or leaves the admin room now rather than
   * at its next recheck (issue 28: a demoted admin kept getting admin events).
   */
  setAdminRoom(userId: number, isAdmin: boolean): void {
    const sockets = this.emitter.in(userRoom(userId));
    if (isAdmin) sockets.socketsJoin(ADMIN_ROOM);
    else sockets.socketsLeave(ADMIN_ROOM);
  }

  /** Closes every socket of the user in any API process: their account can no longer sign in. */
  disconnectUser(userId: number): void {
    this.emitter.in(userRoom(userId)).disconnectSockets(true);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
