import { Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { AuthUserResolver } from '../auth';
import { ADMIN_ROOM } from './realtime-events';

/**
 * The one socket.io gateway (path /socket.io). The access token of the handshake `auth.token`
 * is checked on connection: admins join the admin room, other users join no room, and a socket
 * without a valid token is disconnected. Clients only receive; they send nothing.
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(private readonly resolver: AuthUserResolver) {}

  async handleConnection(client: Socket): Promise<void> {
    const token: unknown = client.handshake.auth?.token;
    const user =
      typeof token === 'string' && token
        ? await this.resolver.resolveAccessToken(token).catch(() => null)
        : null;
    if (!user) {
      client.disconnect(true);
      return;
    }
    client.data.user = user;
    if (user.role === 'admin') await client.join(ADMIN_ROOM);
    this.logger.debug(`socket ${client.id} connected for user ${user.id} (${user.role})`);
  }
}
