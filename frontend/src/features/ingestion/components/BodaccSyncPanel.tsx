import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBodaccSync } from '../hooks/use-bodacc-sync';
import { BodaccSyncCard } from './BodaccSyncCard';

/** The sync's card (its log is the data page's live log, beside the other jobs'). */
export function BodaccSyncPanel() {
  const { t } = useTranslation('ingestion');
  const sync = useBodaccSync();

  if (sync.isError) return <Alert severity="error">{t('data.sync.messages.statusFailed')}</Alert>;
  if (!sync.status) return null;
  return (
    <BodaccSyncCard
      status={sync.status}
      run={sync.run}
      isBusy={sync.isBusy}
      onSyncNow={sync.syncNow}
      onPause={sync.pause}
      onResume={sync.resume}
    />
  );
}
