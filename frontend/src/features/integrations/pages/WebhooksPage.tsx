import { LockedFeature } from '../../billing';
import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { useEntitlements } from '../../billing';
import type { Webhook } from '../api/webhooks-api';
import { SecretReveal } from '../components/SecretReveal';
import { WebhookForm } from '../components/WebhookForm';
import { WebhookList } from '../components/WebhookList';
import { useWebhookForm } from '../hooks/use-webhook-form';
import { useWebhooks } from '../hooks/use-webhooks';

/**
 * /settings/webhooks: add, test, resume and delete webhooks, and read their delivery log.
 * Without webhooks in the plan the page says what they would do; those made before a downgrade
 * stay listed, to be read and deleted.
 */
export function WebhooksPage() {
  const { t } = useTranslation('integrations');
  const { entitlements, isLoading } = useEntitlements();
  const isOpen = entitlements?.webhooks === true;
  const webhooks = useWebhooks(entitlements !== undefined);
  const hasWebhooks = (webhooks.list.data?.length ?? 0) > 0;
  const creation = useWebhookForm();
  const [toDelete, setToDelete] = useState<Webhook | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await webhooks.remove(toDelete).catch(() => undefined);
    setToDelete(null);
  };

  return (
    <PageContainer title={t('title')} maxWidth="md">
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {isLoading ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label={t('loading')} />
          </Stack>
        ) : (
          <>
            {isOpen ? (
              <>
                {creation.created && (
                  <SecretReveal created={creation.created} onDismiss={creation.dismissSecret} />
                )}
                <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                  <WebhookForm {...creation} />
                </Paper>
              </>
            ) : (
              <LockedFeature
                testId="webhooks-locked"
                title={t('locked.title')}
                what={t('locked.what')}
                plans={t('locked.plan')}
              />
            )}
            {(isOpen || hasWebhooks || webhooks.list.isError) && (
              <>
                <Typography variant="h6" component="h2">
                  {t('list.title')}
                </Typography>
                {!isOpen && <Alert severity="info">{t('list.withoutPlan')}</Alert>}
                <WebhookList webhooks={webhooks} canSend={isOpen} onDelete={setToDelete} />
              </>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        text={t('delete.text', { url: toDelete?.url ?? '' })}
        backLabel={t('delete.back')}
        confirmLabel={t('delete.confirm')}
        confirmColor="error"
        isBusy={webhooks.isRemoving}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </PageContainer>
  );
}
