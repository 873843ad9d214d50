import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyServerFieldErrors, isApiError, useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { identityApi } from '../api/identity-api';
import { registerSchema, type RegisterValues } from '../schemas';
import { pendingEmail } from './pending-email';

export function useRegisterForm() {
  const { t } = useTranslation('identity');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      await identityApi.register({ fullName, email, password });
      pendingEmail.set(email);
      toast.success(t('register.success'));
      navigate('/login');
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        form.setError('email', { type: 'server', message: 'register.emailTaken' });
      }
      applyServerFieldErrors(error, form.setError, {
        fullName: 'fullName',
        email: 'email',
        password: 'password',
      });
      toast.error(errorMessage(error, t('register.failed')));
    }
  });

  return { form, onSubmit };
}
