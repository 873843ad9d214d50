import { Alert, Box, Chip, CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import type { WebhookDelivery } from '../api/webhooks-api';
import { useWebhookDeliveries } from '../hooks/use-webhook-deliveries';

const STATE_COLORS = {
  delivered: 'success',
  retrying: 'warning',
  failed: 'error',
  skipped: 'default',
} as const;

/** The server's reasons for an attempt not made, as keys of `deliveries.skipReasons`. */
const SKIP_REASONS: Readonly<Record<string, string>> = {
  'This webhook is paused': 'paused',
  'Your plan no longer includes webhooks': 'noPlan',
};

/** The answer's status code (or "no answer") in the colour of the attempt's outcome. */
function StatusChip({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('integrations');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLORS[delivery.state]}
      label={delivery.statusCode ?? t('deliveries.noAnswer')}
      data-testid="delivery-status"
    />
  );
}

/** Every attempt of a webhook, newest first: when, what, which attempt, what the receiver said. */
export function DeliveryLog({ webhookId, url }: { webhookId: number; url: string }) {
  const { t } = useTranslation('integrations');
  const errorMessage = useErrorMessage();
  const { query, page, setPage, pageCount } = useWebhookDeliveries(webhookId);
  const columns: DataColumn<WebhookDelivery>[] = [
    {
      id: 'time',
      header: t('deliveries.columns.time'),
      phone: 'title',
      sx: { whiteSpace: 'nowrap' },
      cell: (delivery) => formatDate(delivery.createdAt, 'dd/MM/yyyy HH:mm:ss'),
    },
    {
      id: 'status',
      header: t('deliveries.columns.status'),
      phone: 'aside',
      cell: (delivery) => <StatusChip delivery={delivery} />,
    },
    {
      id: 'event',
      header: t('deliveries.columns.event'),
      cell: (delivery) => <code>{delivery.event}</code>,
    },
    {
      id: 'attempt',
      header: t('deliveries.columns.attempt'),
      cell: (delivery) => t('deliveries.attempt', { attempt: delivery.attempt }),
    },
    {
      id: 'outcome',
      header: t('deliveries.columns.outcome'),
      isSecondary: true,
      sx: { wordBreak: 'break-word' },
      // One block: on a phone the card line keeps the state above its reason.
      cell: (delivery) => (
        <Box>
          {t(`deliveries.states.${delivery.state}`)}
          {delivery.state === 'retrying' && delivery.nextAttemptAt && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('deliveries.nextAttempt', {
                time: formatDate(delivery.nextAttemptAt, 'dd/MM/yyyy HH:mm:ss'),
              })}
            </Typography>
          )}
          {delivery.state !== 'delivered' && delivery.error && (
            <Typography variant="caption" color="text.secondary" component="div">
              {SKIP_REASONS[delivery.error]
                ? t(`deliveries.skipReasons.${SKIP_REASONS[delivery.error]}`)
                : delivery.error}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'duration',
      header: t('deliveries.columns.duration'),
      isSecondary: true,
      align: 'right',
      cell: (delivery) => t('deliveries.duration', { ms: delivery.durationMs }),
    },
  ];
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error, t('deliveries.loadFailed'))}</Alert>;
  }
  return (
    <DataTable
      label={t('deliveries.label', { url })}
      columns={columns}
      rows={query.data?.deliveries ?? []}
      rowTestId="delivery-row"
      size="small"
      isFramed
      isLoading={query.isPending}
      loading={
        <Stack sx={{ py: 2, alignItems: 'center' }}>
          <CircularProgress size={22} aria-label={t('loading')} />
        </Stack>
      }
      empty={
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('deliveries.empty')}
        </Typography>
      }
      footer={
        pageCount > 1 ? (
          <Stack sx={{ py: 1, alignItems: 'center' }}>
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_, next) => setPage(next)}
              size="small"
              aria-label={t('deliveries.pagination')}
            />
          </Stack>
        ) : undefined
      }
    />
  );
}
