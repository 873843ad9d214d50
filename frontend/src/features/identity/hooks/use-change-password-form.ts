import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, isApiError, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { identityApi } from '../api/identity-api';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';

/** A 401 that ended the session is not a wrong current password. */
const SESSION_CODES = new Set(['SESSION_EXPIRED', 'AUTH_ERROR']);
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function useChangePasswordForm() {
  const { t } = useTranslation('identity');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await identityApi.changePassword(currentPassword, newPassword);
      form.reset(EMPTY);
      toast.success(t('profile.password.changed'));
    } catch (error) {
      if (isApiError(error) && error.status === 401 && !SESSION_CODES.has(error.code ?? '')) {
        form.setError('currentPassword', {
          type: 'server',
          message: 'profile.password.currentIncorrect',
        });
      }
      applyServerFieldErrors(error, form.setError, {
        currentPassword: 'currentPassword',
        newPassword: 'newPassword',
      });
      toast.error(errorMessage(error, t('profile.password.failed')));
    }
  });

  return { form, onSubmit };
}
