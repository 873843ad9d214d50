import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/api';
import { useSession } from '../../../shared/auth';
import { creditQueries } from '../../credits';
import { subscriptionQueries, type UserSubscription } from '../api/subscriptions-api';

/**
 * Spec §4: subscription data loads only when signed in, one call after the other — plans,
 * current subscription, the user's subscriptions, credit balance. A first load that fails
 * shows one toast; a refresh that fails (data already shown) names what could not refresh.
 */
export function useSubscriptionData() {
  const { t } = useTranslation('billing');
  const { isAuthenticated } = useSession();
  const plans = useQuery({ ...subscriptionQueries.plans(), enabled: isAuthenticated });
  const current = useQuery({
    ...subscriptionQueries.current(),
    enabled: isAuthenticated && plans.data !== undefined,
  });
  const mine = useQuery({
    ...subscriptionQueries.mine(),
    enabled: isAuthenticated && current.data !== undefined,
  });
  const balance = useQuery({
    ...creditQueries.balance(),
    enabled: isAuthenticated && mine.data !== undefined,
  });

  const loadOr = (hasData: boolean, refreshKey: string) => () =>
    hasData ? t(refreshKey) : t('subscriptions.errors.load');
  useErrorToast(plans.error, plans.errorUpdatedAt, loadOr(false, 'subscriptions.errors.load'));
  useErrorToast(
    current.error,
    current.errorUpdatedAt,
    loadOr(current.data !== undefined, 'subscriptions.errors.refreshCurrent'),
  );
  useErrorToast(
    mine.error,
    mine.errorUpdatedAt,
    loadOr(mine.data !== undefined, 'subscriptions.errors.refreshList'),
  );
  useErrorToast(
    balance.error,
    balance.errorUpdatedAt,
    loadOr(balance.data !== undefined, 'subscriptions.errors.refreshBalance'),
  );

  if (!isAuthenticated) {
    return {
      plans: [],
      current: null,
      subscriptions: [] as UserSubscription[],
      balance: 0,
      hasActiveSubscription: false,
      isLoading: false,
      isError: false,
    };
  }
  const subscriptions = mine.data ?? [];
  return {
    plans: plans.data ?? [],
    current: current.data ?? null,
    subscriptions,
    balance: balance.data,
    hasActiveSubscription:
      current.data?.status === 'active' || subscriptions.some((item) => item.status === 'active'),
    isLoading: plans.isPending || current.isPending || mine.isPending,
    isError: [plans, current, mine].some((query) => query.isError && query.data === undefined),
  };
}
