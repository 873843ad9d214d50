import { io, Socket } from 'socket.io-client';

export interface ReceivedEvent {
  name: string;
  payload: { processId?: string; success?: boolean };
  at: number;
}

/** An admin's socket.io connection, as the web app opens it, that keeps every event it gets. */
export class AdminSocket {
  readonly events: ReceivedEvent[] = [];
  private readonly socket: Socket;

  constructor(baseUrl: string, accessToken: string) {
    this.socket = io(baseUrl, {
      path: '/socket.io',
      auth: { token: accessToken },
      transports: ['websocket'],
      reconnection: true,
    });
    this.socket.onAny((name: string, payload: ReceivedEvent['payload']) =>
      this.events.push({ name, payload, at: Date.now() }),
    );
  }

  get isConnected(): boolean {
    return this.socket.connected;
  }

  eventsOf(processId: string, name: string): ReceivedEvent[] {
    return this.events.filter((e) => e.name === name && e.payload.processId === processId);
  }

  close(): void {
    this.socket.disconnect();
  }
}
