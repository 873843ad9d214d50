import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from '../auth';
import { acquireSocket, releaseSocket } from './socket';

/** The shared socket while a user is signed in (null otherwise); connects on first use. */
export function useSocket(isEnabled = true): Socket | null {
  const { user } = useSession();
  const [socket, setSocket] = useState<Socket | null>(null);
  const shouldConnect = isEnabled && Boolean(user);

  useEffect(() => {
    if (!shouldConnect) return undefined;
    const acquired = acquireSocket();
    setSocket(acquired);
    return () => {
      setSocket(null);
      releaseSocket();
    };
  }, [shouldConnect]);

  return socket;
}
