import { ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { AdminSubscription } from '../api/admin-api';
import { SubscriptionStatusBadge } from './Badges';
import { LatestListCard } from './LatestListCard';

export function LatestSubscriptionsCard({
  subscriptions,
  isLoading,
}: {
  subscriptions: AdminSubscription[];
  isLoading: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <LatestListCard
      id="admin-latest-subscriptions"
      title={t('dashboard.latestSubscriptions.title')}
      emptyText={t('dashboard.latestSubscriptions.empty')}
      isLoading={isLoading}
      isEmpty={subscriptions.length === 0}
    >
      {subscriptions.map((subscription, index) => (
        <ListItem
          key={subscription.id}
          divider={index < subscriptions.length - 1}
          disableGutters
          data-testid="latest-subscription"
        >
          <ListItemText
            primary={subscription.user?.fullName ?? t('dashboard.latestSubscriptions.unknownUser')}
            secondary={t('dashboard.latestSubscriptions.meta', {
              plan: subscription.plan?.name ?? t('dashboard.latestSubscriptions.unknownPlan'),
              date: formatDate(subscription.startDate),
            })}
          />
          <SubscriptionStatusBadge status={subscription.status} />
        </ListItem>
      ))}
    </LatestListCard>
  );
}
