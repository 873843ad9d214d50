import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { alertsKeys, savedSearchesApi } from '../api/alerts-api';
import { PLAN_LIMIT_REACHED, type SavedSearch } from '../types';

const ALERT_KEY = ['alerts', 'saved-search-alert'] as const;
const REMOVE_KEY = ['alerts', 'saved-search-remove'] as const;

export function useSavedSearches() {
  return useQuery({ queryKey: alertsKeys.savedSearches(), queryFn: savedSearchesApi.list });
}

/** The ids of the saved searches whose change of this kind is running: a busy state per row. */
function usePendingIds(mutationKey: readonly string[]): number[] {
  return useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { search: SavedSearch }).search.id,
  });
}

/**
 * A saved search's alert switch (PATCH) and its deletion, each written into the list once the
 * server agrees. Turning an alert on over the plan's limit resolves to 'limit'.
 */
export function useSavedSearchActions() {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const updateList = (change: (list: SavedSearch[]) => SavedSearch[]) =>
    queryClient.setQueryData<SavedSearch[]>(alertsKeys.savedSearches(), (list) =>
      list ? change(list) : list,
    );

  const alertSwitch = useMutation({
    mutationKey: ALERT_KEY,
    mutationFn: ({ search, alert }: { search: SavedSearch; alert: boolean }) =>
      savedSearchesApi.update(search.id, { alert }),
    onSuccess: (updated) =>
      updateList((list) => list.map((search) => (search.id === updated.id ? updated : search))),
  });
  const removal = useMutation({
    mutationKey: REMOVE_KEY,
    mutationFn: ({ search }: { search: SavedSearch }) => savedSearchesApi.remove(search.id),
    onSuccess: (_result, { search }) =>
      updateList((list) => list.filter((item) => item.id !== search.id)),
  });
  const switching = usePendingIds(ALERT_KEY);
  const removing = usePendingIds(REMOVE_KEY);
  const { mutateAsync: patch } = alertSwitch;
  const { mutateAsync: remove } = removal;

  const setAlert = useCallback(
    async (search: SavedSearch, alert: boolean): Promise<'saved' | 'limit' | 'failed'> => {
      try {
        await patch({ search, alert });
        toast.success(t(alert ? 'savedSearches.alertOn' : 'savedSearches.alertOff'));
        return 'saved';
      } catch (error) {
        if (isApiError(error) && error.code === PLAN_LIMIT_REACHED) return 'limit';
        toast.error(errorMessage(error, t('savedSearches.alertFailed')));
        return 'failed';
      }
    },
    [patch, toast, t, errorMessage],
  );

  const removeSearch = useCallback(
    async (search: SavedSearch): Promise<boolean> => {
      try {
        await remove({ search });
        toast.success(t('savedSearches.removed', { name: search.name }));
        return true;
      } catch (error) {
        toast.error(errorMessage(error, t('savedSearches.removeFailed')));
        return false;
      }
    },
    [remove, toast, t, errorMessage],
  );

  return {
    setAlert,
    remove: removeSearch,
    isSwitching: (id: number) => switching.includes(id),
    isRemoving: (id: number) => removing.includes(id),
  };
}
