import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { identityApi, identityKeys } from '../api/identity-api';
import { pendingEmail } from './pending-email';

export type VerifyStatus = 'checking' | 'verified' | 'alreadyVerified' | 'failed';

/** Verifies on load; the token is single-use, so the query never refetches. */
export function useVerifyEmail(token: string | undefined) {
  const { t } = useTranslation('identity');
  const errorMessage = useErrorMessage();
  const query = useQuery({
    queryKey: identityKeys.verifyEmail(token ?? ''),
    queryFn: () => identityApi.verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const status: VerifyStatus =
    !token || query.isError
      ? 'failed'
      : !query.isSuccess
        ? 'checking'
        : query.data.data.alreadyVerified
          ? 'alreadyVerified'
          : 'verified';

  useEffect(() => {
    if (query.isSuccess) pendingEmail.clear();
  }, [query.isSuccess]);

  const failure = !token
    ? t('verify.noToken')
    : query.isError
      ? errorMessage(query.error, t('verify.failedDefault'))
      : '';
  return {
    status,
    email: query.data?.data?.email ?? '',
    failure,
    knownEmail: status === 'failed' ? pendingEmail.get() : null,
  };
}
