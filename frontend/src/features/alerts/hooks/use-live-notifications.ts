import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocket } from '../../../shared/realtime';
import { alertsKeys } from '../api/alerts-api';
import { withNewNotifications } from '../notification-cache';
import {
  NOTIFICATIONS_NEW_EVENT,
  type NotificationsNewEvent,
  type NotificationsPage,
} from '../types';

/**
 * Keeps the notifications live for the signed-in user (any role): `notifications:new` writes
 * the new ones into the cached pages; a (re)connection reads them again, since events sent
 * while disconnected are not replayed. Mounted once, by the bell.
 */
export function useLiveNotifications(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return undefined;
    const onNew = (event: NotificationsNewEvent) => {
      if (!event || !Array.isArray(event.notifications)) return;
      queryClient.setQueriesData<NotificationsPage>(
        { queryKey: alertsKeys.notifications() },
        (page) =>
          page ? withNewNotifications(page, event.notifications, event.unreadCount) : page,
      );
      // The pages after the first have shifted: read again when next shown.
      void queryClient.invalidateQueries({
        queryKey: alertsKeys.notifications(),
        predicate: (query) => (query.queryKey[2] as { page?: number } | undefined)?.page !== 1,
      });
    };
    const onConnect = () =>
      void queryClient.invalidateQueries({ queryKey: alertsKeys.notifications() });
    socket.on(NOTIFICATIONS_NEW_EVENT, onNew);
    socket.on('connect', onConnect);
    return () => {
      socket.off(NOTIFICATIONS_NEW_EVENT, onNew);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
