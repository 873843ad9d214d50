import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useErrorMessage } from '../../../shared/api';
import { useNotificationActions, type useNotificationPage } from '../hooks/use-notifications';
import { NotificationList } from './NotificationList';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The latest notifications, read by the bell. */
  latest: ReturnType<typeof useNotificationPage>;
}

/** The bell's drawer: the latest notifications, read one or all, and the way to the rest. */
export function NotificationsDrawer({ open, onClose, latest }: Props) {
  const { t } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const actions = useNotificationActions();
  const { data } = latest;
  const unread = data?.unreadCount ?? 0;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'notifications-drawer-title',
          sx: { width: { xs: '100%', sm: 420 } },
        },
      }}
    >
      <Stack data-testid="notifications-drawer" sx={{ height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Typography
            id="notifications-drawer-title"
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1 }}
          >
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAllIcon />}
            disabled={unread === 0 || actions.isReadingAll}
            onClick={actions.readAll}
          >
            {t('notifications.readAll')}
          </Button>
          <IconButton aria-label={t('notifications.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
          {latest.isPending ? (
            <Stack sx={{ py: 4, alignItems: 'center' }}>
              <CircularProgress size={24} aria-label={t('loading')} />
            </Stack>
          ) : latest.isError && !data ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {errorMessage(latest.error, t('notifications.loadFailed'))}
            </Alert>
          ) : data?.notifications.length ? (
            <NotificationList
              notifications={data.notifications}
              onRead={actions.read}
              onFollow={onClose}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {t('notifications.empty')}
            </Typography>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1.5 }}>
          <Button component={RouterLink} to="/notifications" onClick={onClose} fullWidth>
            {t('notifications.seeAll')}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
}
