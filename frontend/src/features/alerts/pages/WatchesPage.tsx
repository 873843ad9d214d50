import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { LimitUsage } from '../components/LimitUsage';
import { PlanLimitNotice } from '../components/PlanLimitNotice';
import { WatchesTable } from '../components/WatchesTable';
import { WatchImportDialog } from '../components/WatchImportDialog';
import { WatchSlotsNote } from '../components/WatchSlotsNote';
import { usePlanLimits } from '../hooks/use-plan-limits';
import { useWatchToggle } from '../hooks/use-watch-toggle';
import { useHeldWatchSlots, useWatches } from '../hooks/use-watches';
import { isAtLimit } from '../limits';

/**
 * /watches: the companies the user follows, and how many more the plan allows; places that
 * removed watches hold for 24 h count against it, and the page says when they free.
 */
export function WatchesPage() {
  const { t } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const watches = useWatches();
  const toggle = useWatchToggle();
  const limits = usePlanLimits();
  const held = useHeldWatchSlots();
  const list = watches.data ?? [];
  const isFull = isAtLimit(list.length + held.count, limits?.watches);
  const isHoldingPlaces = held.count > 0 && typeof limits?.watches === 'number';
  const [isImporting, setIsImporting] = useState(false);
  return (
    <PageContainer title={t('watches.title')}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          {watches.isSuccess && <LimitUsage kind="watches" used={list.length} withNextPlan />}
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => setIsImporting(true)}
            sx={{ ml: 'auto' }}
          >
            {t('import.button')}
          </Button>
        </Stack>
        <WatchImportDialog open={isImporting} onClose={() => setIsImporting(false)} />
        {watches.isSuccess && isFull && <PlanLimitNotice kind="watches" />}
        {watches.isSuccess && !isFull && isHoldingPlaces && (
          <Alert severity="info" data-testid="held-watch-slots">
            <WatchSlotsNote />
          </Alert>
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
