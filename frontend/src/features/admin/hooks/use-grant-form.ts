import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { adminApi, adminKeys, type GrantCriteria, type UserId } from '../api/admin-api';
import { EMPTY_GRANT_FORM, grantCriteria, type GrantFormValues } from '../grant-criteria';

/** The add-grant form: usable once one criterion is set; emptied when the grant is added. */
export function useGrantForm(userId: UserId) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const form = useForm<GrantFormValues>({ defaultValues: EMPTY_GRANT_FORM });
  const criteria = grantCriteria(useWatch({ control: form.control }) as GrantFormValues);
  const add = useMutation({
    mutationFn: (sent: GrantCriteria) => adminApi.addGrant(userId, sent),
    onSuccess: async () => {
      form.reset(EMPTY_GRANT_FORM);
      await queryClient.invalidateQueries({ queryKey: adminKeys.grants(userId) });
      toast.success(t('users.grants.added'));
    },
    onError: (error) => toast.error(errorMessage(error, t('users.grants.errors.add'))),
  });
  return {
    form,
    onSubmit: form.handleSubmit(async (values) => {
      const sent = grantCriteria(values);
      if (sent) await add.mutateAsync(sent).catch(() => undefined);
    }),
    hasCriterion: criteria !== null,
    isAdding: add.isPending,
  };
}
