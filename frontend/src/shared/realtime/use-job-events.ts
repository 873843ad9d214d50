import { useEffect, useRef } from 'react';
import {
  dispatchJobEvent,
  JOB_EVENT_NAMES,
  type JobEventHandlers,
  type JobEvents,
} from './job-events';
import { useSocket } from './use-socket';

/**
 * Calls the handlers for the live events of the followed processes only. Handlers may change
 * on every render; the socket listeners stay the same.
 */
export function useJobEvents(
  followed: readonly (string | null | undefined)[],
  handlers: JobEventHandlers,
): void {
  const socket = useSocket();
  const latest = useRef({ followed, handlers });
  useEffect(() => {
    latest.current = { followed, handlers };
  });

  useEffect(() => {
    if (!socket) return undefined;
    const listeners = JOB_EVENT_NAMES.map((name) => {
      const listener = (payload: JobEvents[typeof name]) => {
        dispatchJobEvent(name, payload, latest.current.followed, latest.current.handlers);
      };
      socket.on(name, listener);
      return () => socket.off(name, listener);
    });
    return () => listeners.forEach((off) => off());
  }, [socket]);
}
