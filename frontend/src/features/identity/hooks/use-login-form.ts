import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, useErrorMessage } from '../../../shared/api';
import { safeReturnPath, useSession } from '../../../shared/auth';
import { useToast } from '../../../shared/ui/toast';
import { loginSchema, type LoginValues } from '../schemas';

export function useLoginForm() {
  const { t } = useTranslation('identity');
  const { login } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setUnverifiedEmail(null);
    try {
      await login(email, password);
      toast.success(t('login.success'));
      navigate(safeReturnPath(location.state) ?? '/analyzer', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        form.setError('password', { type: 'server', message: 'login.invalidCredentials' });
      }
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(email);
      toast.error(errorMessage(error, t('login.failed')));
    }
  });

  return { form, onSubmit, unverifiedEmail };
}
