import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { LimitUsage } from '../components/LimitUsage';
import { PlanLimitNotice } from '../components/PlanLimitNotice';
import { WatchesTable } from '../components/WatchesTable';
import { usePlanLimits } from '../hooks/use-plan-limits';
import { useWatchToggle } from '../hooks/use-watch-toggle';
import { useWatches } from '../hooks/use-watches';
import { isAtLimit } from '../plan-limits';

/** /watches: the companies the user follows, and how many more the plan allows. */
export function WatchesPage() {
  const { t } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const watches = useWatches();
  const toggle = useWatchToggle();
  const limits = usePlanLimits();
  const list = watches.data ?? [];
  return (
    <PageContainer title={t('watches.title')}>
      <Stack spacing={2}>
        {watches.isSuccess && <LimitUsage kind="watches" used={list.length} />}
        {watches.isSuccess && isAtLimit(list.length, limits?.watches) && (
          <PlanLimitNotice kind="watches" />
        )}
        {watches.isError ? (
          <Alert severity="error">{errorMessage(watches.error, t('watches.loadFailed'))}</Alert>
        ) : (
          <WatchesTable
            watches={list}
            isLoading={watches.isPending}
            isRemoving={toggle.isBusy}
            onRemove={(watch) => void toggle.toggle(watch.siren, watch.name)}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
