import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { isTrialing, type UserSubscription } from '../api/subscriptions-api';

const COLORS = { active: 'success', canceled: 'warning', expired: 'default' } as const;

export function SubscriptionStatusChip({ subscription }: { subscription: UserSubscription }) {
  const { t } = useTranslation('billing');
  const { status } = subscription;
  const label = isTrialing(subscription)
    ? t('subscriptions.status.trial', { date: formatDate(subscription.trialEndsAt) })
    : t(`subscriptions.status.${status}`, { defaultValue: status });
  return (
    <Chip
      size="small"
      color={isTrialing(subscription) ? 'info' : (COLORS[status] ?? 'default')}
      label={label}
      data-testid="subscription-status"
    />
  );
}
