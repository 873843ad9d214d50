import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useToast } from '../../../shared/ui/toast';
import { alertsKeys, notificationsApi } from '../api/alerts-api';
import type { EmailFrequency } from '../types';

/**
 * "Alertes par e-mail" on /profile: instant, a daily digest, or none. Saving sends the interface
 * language too, the one the e-mails are written in.
 */
export function useNotificationPreferences() {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: alertsKeys.preferences(),
    queryFn: notificationsApi.preferences,
  });
  const saving = useMutation({
    mutationFn: (email: EmailFrequency) =>
      notificationsApi.savePreferences({ email, language: currentLanguage() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(alertsKeys.preferences(), saved);
      toast.success(t('email.saved'));
    },
    onError: (error) => toast.error(errorMessage(error, t('email.saveFailed'))),
  });
  return {
    /** While saving, the choice being saved. */
    email: saving.isPending ? saving.variables : preferences.data?.email,
    save: (email: EmailFrequency) => saving.mutate(email),
    isSaving: saving.isPending,
    isLoading: preferences.isPending,
    loadError: preferences.isError ? errorMessage(preferences.error, t('email.loadFailed')) : null,
  };
}
