import { useEffect, useRef } from 'react';
import {
  dispatchJobEvent,
  JOB_EVENT_NAMES,
  UnfollowedJobLogs,
  type JobEventHandlers,
  type JobEvents,
  type JobLogEvent,
} from './job-events';
import { useSocket } from './use-socket';

/**
 * Calls the handlers for the live events of the followed processes only. Handlers may change
 * on every render; the socket listeners stay the same. Log lines of a process followed only
 * after they arrived (a run just started) are handed over when it becomes followed.
 */
export function useJobEvents(
  followed: readonly (string | null | undefined)[],
  handlers: JobEventHandlers,
): void {
  const socket = useSocket();
  const latest = useRef({ followed, handlers });
  const unfollowedLogs = useRef(new UnfollowedJobLogs());
  useEffect(() => {
    latest.current = { followed, handlers };
  });
  const followedKey = followed.join('\n');
  useEffect(() => {
    const { followed: now, handlers: current } = latest.current;
    for (const log of unfollowedLogs.current.takeFor(now)) current.onLog?.(log);
  }, [followedKey]);

  useEffect(() => {
    if (!socket) return undefined;
    const listeners = JOB_EVENT_NAMES.map((name) => {
      const listener = (payload: JobEvents[typeof name]) => {
        const { followed: now, handlers: current } = latest.current;
        if (dispatchJobEvent(name, payload, now, current)) return;
        if (name === 'analyzer:admin:ingest:log' && payload && !now.includes(payload.processId))
          unfollowedLogs.current.remember(payload as JobLogEvent);
      };
      socket.on(name, listener);
      return () => socket.off(name, listener);
    });
    return () => listeners.forEach((off) => off());
  }, [socket]);
}
