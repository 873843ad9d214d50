import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { favoritesApi } from '../api/favorites-api';
import { saveBlob } from '../../../shared/ui/save-blob';
import { useFavoriteError } from './use-favorite-error';

/** Spec §7: the CSV is saved as favorites-export-YYYY-MM-DD.csv. */
export const exportFileName = (now = new Date()) =>
  `favorites-export-${format(now, 'yyyy-MM-dd')}.csv`;

export function useExportFavorites() {
  const { t } = useTranslation('favorites');
  const toast = useToast();
  const errorMessage = useFavoriteError();
  const mutation = useMutation({
    mutationFn: () => favoritesApi.exportCsv(),
    onSuccess: (blob) => {
      saveBlob(blob, exportFileName());
      toast.success(t('messages.exported'));
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('messages.exportFailed')));
    },
  });
  return { exportCsv: () => mutation.mutate(), isExporting: mutation.isPending };
}
