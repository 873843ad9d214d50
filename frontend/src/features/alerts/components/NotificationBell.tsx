import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { DRAWER_SIZE, useNotificationPage } from '../hooks/use-notifications';
import { NotificationsDrawer } from './NotificationsDrawer';

/** The top bar's bell: the unread count, live, and the drawer of the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation('alerts');
  useLiveNotifications();
  const latest = useNotificationPage(1, DRAWER_SIZE);
  const unread = latest.data?.unreadCount ?? 0;
  const [isOpen, setOpen] = useState(false);
  const label = unread ? t('bell.unread', { count: unread }) : t('bell.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setOpen(true)}
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationsDrawer open={isOpen} onClose={() => setOpen(false)} latest={latest} />
    </>
  );
}
