import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { PageNav } from '../../../shared/ui/PageNav';
import { NotificationList } from '../components/NotificationList';
import { PAGE_SIZE, useNotificationActions, useNotificationPage } from '../hooks/use-notifications';

/** /notifications: every notification, paged (the page in the URL), read one or all. */
export function NotificationsPage() {
  const { t } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isSafeInteger(asked) && asked > 1 ? asked : 1;
  const notifications = useNotificationPage(page, PAGE_SIZE);
  const actions = useNotificationActions();
  const { data } = notifications;
  const totalPages = data ? Math.ceil(data.meta.total / PAGE_SIZE) : 0;
  return (
    <PageContainer title={t('notifications.title')} maxWidth="md">
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, mb: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color="text.secondary" data-testid="unread-count">
              {t('notifications.unreadCount', { count: data?.unreadCount ?? 0 })}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DoneAllIcon />}
              disabled={!data?.unreadCount || actions.isReadingAll}
              onClick={actions.readAll}
            >
              {t('notifications.readAll')}
            </Button>
          </Stack>
          {notifications.isFetching && !notifications.isPending && (
            <LinearProgress aria-label={t('loading')} />
          )}
          {notifications.isPending ? (
            <Stack sx={{ py: 6, alignItems: 'center' }}>
              <CircularProgress aria-label={t('loading')} />
            </Stack>
          ) : notifications.isError && !data ? (
            <Alert severity="error">
              {errorMessage(notifications.error, t('notifications.loadFailed'))}
            </Alert>
          ) : data?.notifications.length ? (
            <NotificationList notifications={data.notifications} onRead={actions.read} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {t('notifications.empty')}
            </Typography>
          )}
          <PageNav
            page={page}
            totalPages={totalPages}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            label={t('notifications.pagination')}
            summary={
              data && (
                <Typography variant="body2" color="text.secondary" data-testid="notification-total">
                  {t('notifications.total', { count: data.meta.total })}
                </Typography>
              )
            }
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
