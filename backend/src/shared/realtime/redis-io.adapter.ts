import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { socketIoRedisKey } from './realtime-events';

/** socket.io with the Redis adapter: events published by any process reach this one's sockets. */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly config: { url: string; keyPrefix: string },
  ) {
    super(app);
    this.pub = new Redis(config.url, { maxRetriesPerRequest: 1 });
    this.sub = this.pub.duplicate();
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, options);
    server.adapter(
      createAdapter(this.pub, this.sub, { key: socketIoRedisKey(this.config.keyPrefix) }),
    );
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(
      [this.pub, this.sub].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }
}
