import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFollowedJobRun, type FollowedJobRun } from '../../../shared/realtime';
import { historyApi, historyKeys } from '../api/history-api';
import { ingestionApi, ingestionKeys } from '../api/ingestion-api';
import { syncApi, syncKeys } from '../api/sync-api';
import type { DataJobs } from '../types';
import type { DataJobKind } from './use-data-jobs';
import { fromJobRun } from './job-run-sources';

export type LogSource = 'sync' | DataJobKind | 'history';

/** The latest run of one of the page's jobs, whose log the page can show. */
export interface LoggedRun {
  source: LogSource;
  processId: string;
  startedAt: string;
}

interface StartedHere {
  kind: DataJobKind;
  processId: string | null;
  startedAt: string;
}

/**
 * The latest run of each job: the one started from the page wins over the server's last one. The
 * history's run, which can last hours, is offered but shown first only when nothing else ran.
 */
export function latestRuns(
  syncRun: { processId: string; startedAt: string } | null | undefined,
  overview: DataJobs | undefined,
  startedHere: StartedHere | null,
  historyProcessId: string | null = null,
): LoggedRun[] {
  const lastOf = (kind: DataJobKind): LoggedRun | null => {
    if (startedHere?.kind === kind && startedHere.processId)
      return { source: kind, processId: startedHere.processId, startedAt: startedHere.startedAt };
    const last = kind === 'import' ? overview?.lastImport : overview?.lastTransfer;
    return last
      ? { source: kind, processId: last.processId, startedAt: last.startedAt ?? last.createdAt }
      : null;
  };
  const sync: LoggedRun | null = syncRun ? { source: 'sync', ...syncRun } : null;
  const history: LoggedRun | null = historyProcessId
    ? { source: 'history', processId: historyProcessId, startedAt: '' }
    : null;
  return [sync, lastOf('import'), lastOf('transfer'), history].filter((run) => run !== null);
}

const newest = (runs: LoggedRun[]) =>
  runs.reduce<LoggedRun | undefined>(
    (best, run) => (!best || run.startedAt > best.startedAt ? run : best),
    undefined,
  );

/**
 * The data page's one live log: the lines of the newest run of the sync, the import or the
 * transfer (a job started from the page at once), or of the job the admin picks, the history's
 * included.
 */
export function useDataJobLogs(overview: DataJobs | undefined, startedHere: StartedHere | null) {
  const queryClient = useQueryClient();
  const { data: sync } = useQuery({ queryKey: syncKeys.status(), queryFn: syncApi.status });
  const { data: history } = useQuery({
    queryKey: historyKeys.status(),
    queryFn: historyApi.status,
  });
  const runs = latestRuns(sync?.lastRun, overview, startedHere, history?.processId ?? null);
  const [chosen, setChosen] = useState<LogSource | null>(null);
  // A job just started is the one the admin wants to watch.
  const startedId = startedHere?.processId;
  useEffect(() => {
    if (startedId) setChosen(null);
  }, [startedId]);

  const shown = runs.find((run) => run.source === chosen) ?? newest(runs);
  const processId = shown?.processId ?? '';
  const { run } = useFollowedJobRun({
    queryKey: ingestionKeys.job(processId),
    read: async () => fromJobRun(await ingestionApi.job(processId)),
    enabled: Boolean(shown),
    isPolled: true,
  });
  const clear = () =>
    queryClient.setQueryData<FollowedJobRun>(ingestionKeys.job(processId), (followed) =>
      followed ? { ...followed, logs: [] } : followed,
    );

  return { runs, shown: shown?.source ?? null, choose: setChosen, logs: run?.logs ?? [], clear };
}
