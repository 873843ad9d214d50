import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useErrorMessage } from '../../../shared/api';
import { useSession } from '../../../shared/auth';
import { saveBlob } from '../../../shared/ui/save-blob';
import { useToast } from '../../../shared/ui/toast';
import { identityApi } from '../api/identity-api';

/** CONTRACT 7.7: the server names the file the same way. */
export const accountExportFileName = (now = new Date()) =>
  `mes-donnees-${format(now, 'yyyy-MM-dd')}.json`;

/** "Télécharger mes données": saves the JSON file of everything held about the user. */
export function useAccountExport() {
  const { t } = useTranslation('identity');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const mutation = useMutation({
    mutationFn: () => identityApi.exportAccount(),
    onSuccess: (blob) => {
      saveBlob(blob, accountExportFileName());
      toast.success(t('profile.data.exported'));
    },
    onError: (error) => toast.error(errorMessage(error, t('profile.data.exportFailed'))),
  });
  return { download: () => mutation.mutate(), isDownloading: mutation.isPending };
}

/** "Supprimer mon compte": once the server has deleted it, the session ends and home shows. */
export function useAccountDeletion() {
  const { t } = useTranslation('identity');
  const toast = useToast();
  const navigate = useNavigate();
  const { logout } = useSession();
  const errorMessage = useErrorMessage();
  const mutation = useMutation({
    mutationFn: (password: string) => identityApi.deleteAccount(password),
    onSuccess: async () => {
      // Leave the protected page first, or its guard sends the signed-out visitor to /login;
      // flushSync commits the navigation before the session update renders.
      await navigate('/', { replace: true, flushSync: true });
      await logout();
      toast.success(t('profile.data.deleted'));
    },
  });
  return {
    deleteAccount: (password: string) => mutation.mutate(password),
    isDeleting: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, t('profile.data.deleteFailed')) : null,
    reset: mutation.reset,
  };
}
