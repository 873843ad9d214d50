import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import {
  OnGatewayConnection,
  OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AuthUserResolver } from '../auth';
import { authConfig } from '../config';
import { ADMIN_ROOM, userRoom } from './realtime-events';

/**
 * The one socket.io gateway (path /socket.io). The access token of the handshake `auth.token`
 * is checked on connection: every user joins their own room (`user:<id>`), admins the admin room
 * too, and a socket without a valid token is disconnected. Every `SOCKET_RECHECK_INTERVAL` the token is checked
 * again: an expired token or an ended session disconnects (the client reconnects with a fresh
 * token), a demoted admin leaves the admin room. A role change made by an admin acts at once
 * (RealtimePublisher.setAdminRoom); the recheck is the safety net. Clients only receive.
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayConnection, OnGatewayInit, OnModuleDestroy {
  private readonly logger = new Logger(RealtimeGateway.name);
  private recheckTimer?: NodeJS.Timeout;
  @WebSocketServer() private readonly server: Server;

  constructor(
    private readonly resolver: AuthUserResolver,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  afterInit(): void {
    this.recheckTimer = setInterval(
      () => void this.recheckAll().catch((error: Error) => this.logger.warn(error.message)),
      this.auth.socketRecheckSeconds * 1000,
    );
    this.recheckTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.recheckTimer);
  }

  async handleConnection(client: Socket): Promise<void> {
    if (!(await this.admit(client))) return;
    const user = client.data.user as { id: number; role: string };
    this.logger.debug(`socket ${client.id} connected for user ${user.id} (${user.role})`);
  }

  /** This process's sockets only: each API process checks its own. */
  private async recheckAll(): Promise<void> {
    for (const client of this.server.sockets.sockets.values()) await this.admit(client);
  }

  /** Resolves the socket's token now; false (and disconnected) when it no longer holds. */
  private async admit(client: Socket): Promise<boolean> {
    const token: unknown = client.handshake.auth?.token;
    const user =
      typeof token === 'string' && token
        ? await this.resolver.resolveAccessToken(token).catch(() => null)
        : null;
    if (!user) {
      client.disconnect(true);
      return false;
    }
    client.data.user = user;
    await client.join(userRoom(user.id));
    if (user.role === 'admin') await client.join(ADMIN_ROOM);
    else await client.leave(ADMIN_ROOM);
    return true;
  }
}
