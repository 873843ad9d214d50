import { LockedFeature } from '../../billing';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { useEntitlements } from '../../billing';
import { ApiKeySecretDialog } from '../components/ApiKeySecretDialog';
import { ApiKeysTable } from '../components/ApiKeysTable';
import { ApiUsageCard } from '../components/ApiUsageCard';
import { CreateApiKeyForm } from '../components/CreateApiKeyForm';
import { useApiKeys } from '../hooks/use-api-keys';
import { useCreateApiKey } from '../hooks/use-create-api-key';
import { useRevokeApiKey } from '../hooks/use-revoke-api-key';

/**
 * /settings/api-keys (CONTRACT §7.6): create, list and revoke keys. Without API access in the
 * plan the page says what it would open; keys made before a downgrade stay listed to be revoked.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const errorMessage = useErrorMessage();
  const { entitlements, isLoading: isPlanLoading } = useEntitlements();
  const apiKeys = useApiKeys();
  const creation = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const list = apiKeys.data ?? [];
  const hasAccess = entitlements?.apiAccess === true;
  return (
    <PageContainer title={t('title')} maxWidth="md">
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {isPlanLoading ? (
          <Stack sx={{ alignItems: 'center' }}>
            <CircularProgress size={28} aria-label={t('loading')} />
          </Stack>
        ) : hasAccess ? (
          <CreateApiKeyForm creation={creation} />
        ) : (
          <LockedFeature
            testId="api-access-locked"
            title={t('locked.title')}
            what={t('locked.what')}
            plans={t('locked.plan')}
          />
        )}
        {apiKeys.isError ? (
          <Alert severity="error">{errorMessage(apiKeys.error, t('list.loadFailed'))}</Alert>
        ) : (
          (hasAccess || list.length > 0) && (
            <section aria-labelledby="api-keys-list-title">
              <Typography id="api-keys-list-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {t('list.title')}
              </Typography>
              <ApiKeysTable apiKeys={list} isLoading={apiKeys.isPending} onRevoke={revoke.ask} />
            </section>
          )
        )}
        {hasAccess && <ApiUsageCard />}
      </Stack>
      <ApiKeySecretDialog created={creation.created} onClose={creation.dismissSecret} />
      <ConfirmDialog
        open={revoke.pending !== null}
        title={t('revoke.title', { name: revoke.pending?.name ?? '' })}
        text={t('revoke.text')}
        backLabel={t('revoke.back')}
        confirmLabel={t('revoke.confirm')}
        confirmColor="error"
        isBusy={revoke.isRevoking}
        onConfirm={revoke.confirm}
        onClose={revoke.cancel}
      />
    </PageContainer>
  );
}
