import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { LimitUsage } from '../components/LimitUsage';
import { PlanLimitDialog } from '../components/PlanLimitDialog';
import { SavedSearchesTable } from '../components/SavedSearchesTable';
import { useSavedSearchActions, useSavedSearches } from '../hooks/use-saved-searches';
import type { SavedSearch } from '../types';

/** /saved-searches: the user's searches, their alerts, and how many alerts the plan allows. */
export function SavedSearchesPage() {
  const { t } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const searches = useSavedSearches();
  const actions = useSavedSearchActions();
  const [isLimitShown, setLimitShown] = useState(false);
  const [toRemove, setToRemove] = useState<SavedSearch | null>(null);
  const list = searches.data ?? [];
  const alerting = list.filter((search) => search.alert).length;

  const changeAlert = async (search: SavedSearch, alert: boolean) => {
    if ((await actions.setAlert(search, alert)) === 'limit') setLimitShown(true);
  };
  const remove = async () => {
    if (toRemove && (await actions.remove(toRemove))) setToRemove(null);
  };

  return (
    <PageContainer title={t('savedSearches.title')}>
      <Stack spacing={2}>
        {searches.isSuccess && <LimitUsage kind="savedSearchAlerts" used={alerting} withNextPlan />}
        {searches.isError ? (
          <Alert severity="error">
            {errorMessage(searches.error, t('savedSearches.loadFailed'))}
          </Alert>
        ) : (
          <SavedSearchesTable
            searches={list}
            isLoading={searches.isPending}
            isSwitching={actions.isSwitching}
            isRemoving={actions.isRemoving}
            onAlertChange={(search, alert) => void changeAlert(search, alert)}
            onRemove={setToRemove}
          />
        )}
      </Stack>
      <PlanLimitDialog
        kind="savedSearchAlerts"
        open={isLimitShown}
        onClose={() => setLimitShown(false)}
      />
      <ConfirmDialog
        open={Boolean(toRemove)}
        title={t('savedSearches.confirmTitle')}
        text={t('savedSearches.confirmText', { name: toRemove?.name ?? '' })}
        backLabel={t('savedSearches.cancel')}
        confirmLabel={t('savedSearches.remove')}
        confirmColor="error"
        isBusy={toRemove ? actions.isRemoving(toRemove.id) : false}
        onConfirm={() => void remove()}
        onClose={() => setToRemove(null)}
      />
    </PageContainer>
  );
}
