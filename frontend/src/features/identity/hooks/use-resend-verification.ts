import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { identityApi } from '../api/identity-api';

export function useResendVerification() {
  const { t } = useTranslation('identity');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const mutation = useMutation({
    mutationFn: (email: string) => identityApi.resendVerification(email),
    onSuccess: () => toast.success(t('verify.resendSuccess')),
    onError: (error) => toast.error(errorMessage(error, t('verify.resendFailed'))),
  });
  const resend = (email: string | null | undefined) => {
    if (!email) {
      toast.error(t('validation.resendEmailRequired'));
      return;
    }
    mutation.mutate(email);
  };
  return { resend, isPending: mutation.isPending };
}
