import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { adminApi, adminKeys, adminQueries, type AccessGrant, type UserId } from '../api/admin-api';

/** A user's grants, and their removal: asked first, confirmed, then deleted. */
export function useUserGrants(userId: UserId) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const list = useQuery(adminQueries.grants(userId));
  // The last grant asked about stays while the confirmation fades out, so its text does not blank.
  const [grantToRemove, setGrantToRemove] = useState<AccessGrant | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const removal = useMutation({
    mutationFn: (grant: AccessGrant) => adminApi.removeGrant(userId, grant.id),
    onSuccess: () => toast.success(t('users.grants.removed')),
    onError: (error) => toast.error(errorMessage(error, t('users.grants.errors.remove'))),
    // A grant already gone (404) leaves the list too.
    onSettled: () => {
      setIsConfirming(false);
      return queryClient.invalidateQueries({ queryKey: adminKeys.grants(userId) });
    },
  });
  return {
    grants: list.data ?? [],
    isLoading: list.isPending,
    loadError: list.error ? errorMessage(list.error, t('users.grants.errors.list')) : null,
    grantToRemove,
    isConfirming,
    askRemoval: (grant: AccessGrant) => {
      setGrantToRemove(grant);
      setIsConfirming(true);
    },
    cancelRemoval: () => setIsConfirming(false),
    confirmRemoval: () => {
      if (grantToRemove) removal.mutate(grantToRemove);
    },
    isRemoving: removal.isPending,
  };
}
