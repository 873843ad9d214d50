import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '../api/subscriptions-api';

const COLORS = { active: 'success', canceled: 'warning', expired: 'default' } as const;

export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={t(`subscriptions.status.${status}`, { defaultValue: status })}
      data-testid="subscription-status"
    />
  );
}
