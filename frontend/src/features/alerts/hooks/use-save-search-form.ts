import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, isApiError, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { alertsKeys, savedSearchesApi } from '../api/alerts-api';
import { isAtLimit } from '../limits';
import { saveSearchSchema, type SaveSearchValues } from '../schemas';
import { PLAN_LIMIT_REACHED, type SavedSearchFilters } from '../types';
import { usePlanLimitsState } from './use-plan-limits';
import { useSavedSearches } from './use-saved-searches';

/**
 * "Enregistrer cette recherche": a name and the alert switch for the given filters. The alert
 * starts on unless the plan's alerts are known to be used up. Over the limit the dialog stays
 * open and says so: the search can still be saved without its alert.
 */
export function useSaveSearchForm(filters: SavedSearchFilters) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const searches = useSavedSearches();
  const { limits, isPending: isPlanPending } = usePlanLimitsState();
  const alerting = (searches.data ?? []).filter((search) => search.alert).length;
  const [isOpen, setOpen] = useState(false);
  const [isLimitReached, setLimitReached] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SaveSearchValues>({
    resolver: zodResolver(saveSearchSchema),
    defaultValues: { name: '', alert: false },
  });

  const creation = useMutation({
    mutationFn: (values: SaveSearchValues) =>
      savedSearchesApi.create({ name: values.name, alert: values.alert, filters }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.savedSearches() }),
  });

  const open = () => {
    form.reset({ name: '', alert: !isAtLimit(alerting, limits?.savedSearchAlerts) });
    setLimitReached(false);
    setFailure(null);
    setOpen(true);
  };

  const submit = form.handleSubmit(async (values) => {
    setLimitReached(false);
    setFailure(null);
    try {
      await creation.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.code === PLAN_LIMIT_REACHED) return setLimitReached(true);
      if (!applyServerFieldErrors(error, form.setError, { name: 'name' }))
        setFailure(errorMessage(error, t('saveDialog.failed')));
      return;
    }
    toast.success(t('saveDialog.saved', { name: values.name }));
    setOpen(false);
  });

  return {
    /** The alert's default needs the plan and the saved searches: asked once both answered. */
    isReady: !searches.isPending && !isPlanPending,
    isOpen,
    open,
    close: () => setOpen(false),
    form,
    submit,
    isSaving: creation.isPending,
    isLimitReached,
    failure,
    /** How many saved searches already alert, for "x / limit". */
    alerting,
  };
}
