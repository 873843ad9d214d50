import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyServerFieldErrors, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { identityApi, identityKeys } from '../api/identity-api';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';

export type ResetStatus = 'checking' | 'valid' | 'invalid';

export function useResetPassword(token: string) {
  const { t } = useTranslation('identity');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const check = useQuery({
    queryKey: identityKeys.resetToken(token),
    queryFn: () => identityApi.verifyResetToken(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const status: ResetStatus =
    !token || check.isError ? 'invalid' : check.isSuccess ? 'valid' : 'checking';

  useEffect(() => {
    if (status === 'invalid') toast.error(t('reset.invalidToast'));
  }, [status, toast, t]);

  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await identityApi.resetPassword(token, newPassword);
      toast.success(t('reset.success'));
      navigate('/login', { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, { password: 'newPassword' });
      toast.error(errorMessage(error, t('reset.failed')));
    }
  });

  return { status, email: check.data?.data?.email ?? '', form, onSubmit };
}
