import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FollowedJobRun } from '../../../shared/realtime';
import { ingestionKeys } from '../api/ingestion-api';
import { useBodaccSync } from '../hooks/use-bodacc-sync';
import { BodaccSyncCard } from './BodaccSyncCard';
import { IngestLogs } from './IngestLogs';

/** The sync's card, and the live log of its latest run like the other jobs'. */
export function BodaccSyncPanel() {
  const { t } = useTranslation('ingestion');
  const queryClient = useQueryClient();
  const sync = useBodaccSync();
  const processId = sync.status?.lastRun?.processId;
  const clearLogs = () =>
    queryClient.setQueryData<FollowedJobRun>(ingestionKeys.job(processId ?? ''), (run) =>
      run ? { ...run, logs: [] } : run,
    );

  if (sync.isError) return <Alert severity="error">{t('data.sync.messages.statusFailed')}</Alert>;
  if (!sync.status) return null;
  return (
    <Stack spacing={3}>
      <BodaccSyncCard
        status={sync.status}
        run={sync.run}
        isBusy={sync.isBusy}
        onSyncNow={sync.syncNow}
        onPause={sync.pause}
        onResume={sync.resume}
      />
      {processId && <IngestLogs logs={sync.run?.logs ?? []} onClear={clearLogs} />}
    </Stack>
  );
}
