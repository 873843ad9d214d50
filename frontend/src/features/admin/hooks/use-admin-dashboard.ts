import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { adminKeys, adminQueries } from '../api/admin-api';

/**
 * The four dashboard readings, loaded side by side. When any of them fails the page keeps what
 * it has, shows one toast and a banner saying the figures may be incomplete (spec §8).
 */
export function useAdminDashboard() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [stats, health, users, subscriptions] = useQueries({
    queries: [
      adminQueries.stats(),
      adminQueries.systemHealth(),
      adminQueries.latestUsers(),
      adminQueries.latestSubscriptions(),
    ],
  });
  const all = [stats, health, users, subscriptions];
  const hasError = all.some((query) => query.isError);
  const lastFailureAt = Math.max(...all.map((query) => (query.isError ? query.errorUpdatedAt : 0)));

  // One toast per load (the first one, and each refresh), however many of the four calls failed.
  const isToastDue = useRef(true);
  useEffect(() => {
    if (!hasError || !isToastDue.current) return;
    isToastDue.current = false;
    toast.error(t('dashboard.errors.load'));
  }, [hasError, lastFailureAt, toast, t]);

  const refresh = useCallback(() => {
    isToastDue.current = true;
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
  }, [queryClient]);

  return {
    stats: stats.data,
    health: health.data,
    latestUsers: users.data ?? [],
    latestSubscriptions: subscriptions.data ?? [],
    isLoading: {
      stats: stats.isPending && stats.isFetching,
      health: health.isPending && health.isFetching,
      users: users.isPending && users.isFetching,
      subscriptions: subscriptions.isPending && subscriptions.isFetching,
    },
    isRefreshing: all.some((query) => query.isFetching),
    hasError,
    refresh,
  };
}
