import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import type { UserSubscription } from '../api/subscriptions-api';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

interface Props {
  subscriptions: UserSubscription[];
  onCancel: (subscription: UserSubscription) => void;
  isBusy: boolean;
}

/** The user's subscriptions; one card per subscription on a phone. */
export function SubscriptionsTable({ subscriptions, onCancel, isBusy }: Props) {
  const { t } = useTranslation('billing');
  if (subscriptions.length === 0) {
    return <Typography color="text.secondary">{t('subscriptions.table.empty')}</Typography>;
  }
  const columns: DataColumn<UserSubscription>[] = [
    {
      id: 'plan',
      header: t('subscriptions.table.plan'),
      phone: 'title',
      sx: { fontWeight: 'fontWeightMedium' },
      cell: (subscription) => (
        <>
          {subscription.plan.name}
          {subscription.pendingPlan && subscription.status === 'active' && (
            <Typography variant="body2" color="text.secondary" data-testid="pending-plan">
              {t('subscriptions.table.pendingPlan', {
                plan: subscription.pendingPlan.name,
                date: formatDate(subscription.currentPeriodEnd),
              })}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('subscriptions.table.status'),
      phone: 'aside',
      cell: (subscription) => <SubscriptionStatusChip subscription={subscription} />,
    },
    {
      id: 'startDate',
      header: t('subscriptions.table.startDate'),
      cell: (subscription) => formatDate(subscription.startDate),
    },
    {
      id: 'periodEnd',
      header: t('subscriptions.table.periodEnd'),
      cell: (subscription) => formatDate(subscription.currentPeriodEnd),
    },
    {
      id: 'actions',
      header: t('subscriptions.table.actions'),
      align: 'right',
      phone: 'actions',
      cell: (subscription) =>
        subscription.status === 'active' && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            disabled={isBusy}
            onClick={() => onCancel(subscription)}
            aria-label={t('subscriptions.table.cancelLabel', { plan: subscription.plan.name })}
          >
            {t('subscriptions.table.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label={t('subscriptions.table.title')}
      columns={columns}
      rows={subscriptions}
      rowTestId="subscription-row"
      isFramed
    />
  );
}
