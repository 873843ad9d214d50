import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useErrorMessage } from '../../../shared/api';
import { useSession, type User } from '../../../shared/auth';
import { useToast } from '../../../shared/ui/toast';
import { identityApi } from '../api/identity-api';
import { profileSchema, type ProfileValues } from '../schemas';

export function useProfileForm(user: User) {
  const { t } = useTranslation('identity');
  const { setUser } = useSession();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { fullName: user.fullName, email: user.email },
  });

  const onSubmit = form.handleSubmit(async ({ fullName }) => {
    try {
      const { user: updated } = await identityApi.updateProfile(fullName.trim());
      setUser(updated);
      form.reset({ fullName: updated.fullName, email: updated.email });
      toast.success(t('profile.info.updated'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, { fullName: 'fullName' });
      toast.error(errorMessage(error, t('profile.info.failed')));
    }
  });

  return { form, onSubmit };
}
