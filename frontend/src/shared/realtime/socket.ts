import { io, type Socket } from 'socket.io-client';
import { refreshSession, tokenStore } from '../api';

/** Do not refresh the session for the socket more than once in this window. */
const REFRESH_WINDOW_MS = 30_000;

let socket: Socket | null = null;
let users = 0;
let lastRefreshAt = 0;

function create(): Socket {
  // Same origin, path /socket.io; the token is read at every (re)connection so a refreshed
  // session is used (CONTRACT §3).
  const created = io({
    path: '/socket.io',
    autoConnect: false,
    auth: (send) => send({ token: tokenStore.getAccessToken() }),
  });
  created.on('disconnect', (reason) => {
    // The server drops a socket whose token is invalid or expired: refresh once, then retry.
    if (reason !== 'io server disconnect' || !tokenStore.getRefreshToken()) return;
    if (Date.now() - lastRefreshAt < REFRESH_WINDOW_MS) return;
    lastRefreshAt = Date.now();
    refreshSession()
      .then(() => {
        if (users > 0) created.connect();
      })
      .catch(() => undefined);
  });
  return created;
}

/** One shared connection for the whole tab, opened by the first user and closed by the last. */
export function acquireSocket(): Socket {
  socket ??= create();
  users += 1;
  if (!socket.connected) socket.connect();
  return socket;
}

export function releaseSocket(): void {
  users = Math.max(0, users - 1);
  if (users === 0 && socket) {
    socket.disconnect();
    socket = null;
  }
}
