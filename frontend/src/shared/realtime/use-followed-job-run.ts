import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { JobCompleteEvent, JobStatusEvent } from './job-events';
import {
  applyJobEvent,
  isActive,
  startedJobRun,
  type FollowedJobRun,
  type JobEvent,
} from './job-run';
import { useJobEvents } from './use-job-events';
import { useSocket } from './use-socket';

const ACTIVE_RUN_REFRESH_MS = 2000;

export interface JobRunSource {
  queryKey: QueryKey;
  read: () => Promise<FollowedJobRun>;
  /** False while there is no run to read yet. */
  enabled?: boolean;
  /**
   * Read the run again every 2 s while it looks active, and once it ends: a short run can end
   * before the page follows it (its events are then missed), and the server keeps the final
   * counters. Only for a route that reads one run by its id.
   */
  isPolled?: boolean;
}

export interface JobRunOutcome {
  onComplete?: (event: JobCompleteEvent) => void;
  onStatus?: (event: JobStatusEvent) => void;
}

/**
 * Follows one job run: read from its route into the query cache, then changed there by the live
 * events of that process only (spec §4), and read again whenever the socket (re)connects, since
 * the events sent meanwhile are not replayed.
 */
export function useFollowedJobRun(source: JobRunSource, outcome: JobRunOutcome = {}) {
  const { queryKey, read, enabled = true, isPolled = false } = source;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: read,
    enabled,
    refetchInterval: (current) =>
      isPolled && isActive(current.state.data?.state) ? ACTIVE_RUN_REFRESH_MS : false,
  });
  const { refetch } = query;
  const processId = query.data?.processId ?? null;

  const latestKey = useRef(queryKey);
  useEffect(() => {
    latestKey.current = queryKey;
  });
  const apply = useCallback(
    (event: JobEvent) =>
      queryClient.setQueryData<FollowedJobRun>(latestKey.current, (run) =>
        run ? applyJobEvent(run, event) : run,
      ),
    [queryClient],
  );

  useJobEvents([processId], {
    onLog: (payload) => apply({ name: 'analyzer:admin:ingest:log', payload }),
    onProgress: (payload) => apply({ name: 'analyzer:admin:ingest:progress', payload }),
    onComplete: (payload) => {
      apply({ name: 'analyzer:admin:ingest:complete', payload });
      outcome.onComplete?.(payload);
    },
    onStatus: (payload) => {
      apply({ name: 'analyzer:admin:ingest:status', payload });
      if (isPolled && !payload.isRunning) void refetch();
      outcome.onStatus?.(payload);
    },
  });

  const socket = useSocket();
  useEffect(() => {
    if (!socket || !enabled) return undefined;
    const onConnect = () => void refetch();
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, enabled, refetch]);

  /** Follow a run that was just started, before its first event arrives. */
  const follow = useCallback(
    (startedId: string) => queryClient.setQueryData(latestKey.current, startedJobRun(startedId)),
    [queryClient],
  );

  return { query, run: query.data, follow };
}
