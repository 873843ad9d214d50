import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { adminApi } from '../api/admin-api';

/** The job board opens in a new tab with a one-minute link; the board then sets its own cookie. */
export function useQueueBoard() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const ticket = useMutation({
    mutationFn: adminApi.queueBoardUrl,
    onSuccess: (url) => {
      window.open(url, '_blank', 'noopener');
    },
    onError: (error) => toast.error(errorMessage(error, t('dashboard.errors.queueBoard'))),
  });
  return { open: () => ticket.mutate(), isOpening: ticket.isPending };
}
