import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui/toast';
import { alertsKeys, notificationsApi } from '../api/alerts-api';
import { withAllRead, withOneRead } from '../notification-cache';
import type { AlertNotification, NotificationsPage } from '../types';

/** The drawer shows the latest ten; the bell counts from the same answer. */
export const DRAWER_SIZE = 10;
/** The /notifications page. */
export const PAGE_SIZE = 20;

export function useNotificationPage(page: number, limit: number) {
  return useQuery({
    queryKey: alertsKeys.notificationPage(page, limit),
    queryFn: () => notificationsApi.list(page, limit),
    placeholderData: keepPreviousData,
  });
}

/**
 * Read one (opening it reads it too) and read all: every cached page is marked at once, the
 * server then asked; a failure reads the pages again and says so.
 */
export function useNotificationActions() {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const updatePages = useCallback(
    (change: (page: NotificationsPage) => NotificationsPage) =>
      queryClient.setQueriesData<NotificationsPage>(
        { queryKey: alertsKeys.notifications() },
        (page) => (page ? change(page) : page),
      ),
    [queryClient],
  );
  const onError = (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: alertsKeys.notifications() });
    toast.error(errorMessage(error, t('notifications.readFailed')));
  };

  const { mutate: read } = useMutation({
    mutationFn: (notification: AlertNotification) => notificationsApi.read(notification.id),
    onMutate: (notification) =>
      updatePages((page) => withOneRead(page, notification.id, new Date().toISOString())),
    onError,
  });
  const readAll = useMutation({
    mutationFn: notificationsApi.readAll,
    onMutate: () => updatePages((page) => withAllRead(page, new Date().toISOString())),
    onError,
  });

  return {
    /** Marks an unread notification read; a read one is left alone. */
    read: (notification: AlertNotification) => {
      if (!notification.readAt) read(notification);
    },
    readAll: () => readAll.mutate(),
    isReadingAll: readAll.isPending,
  };
}
