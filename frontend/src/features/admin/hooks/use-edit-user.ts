import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useErrorMessage } from '../../../shared/api';
import { sessionKeys, useSession } from '../../../shared/auth';
import { useToast } from '../../../shared/ui/toast';
import { adminApi, adminKeys, type AdminUser } from '../api/admin-api';
import { userSchema, type UserValues } from '../schemas';

/** The account part of the edit dialog: on success the list reloads, the dialog closes, a toast says so. */
export function useEditUser(user: AdminUser, onDone: () => void) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const form = useForm<UserValues>({
    resolver: zodResolver(userSchema),
    defaultValues: { fullName: user.fullName, role: user.role, isVerified: user.isVerified },
  });
  const update = useMutation({
    mutationFn: (values: UserValues) =>
      adminApi.updateUser(user.id, {
        fullName: values.fullName.trim(),
        role: values.role,
        is_verified: values.isVerified,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
        String(me?.id) === String(user.id)
          ? queryClient.invalidateQueries({ queryKey: sessionKeys.me })
          : undefined,
      ]);
      toast.success(t('users.edit.updated'));
      onDone();
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, { fullName: 'fullName' });
      toast.error(errorMessage(error, t('users.errors.update')));
    },
  });
  return {
    form,
    onSubmit: form.handleSubmit((values) => update.mutateAsync(values).catch(() => undefined)),
    isSaving: update.isPending,
  };
}
