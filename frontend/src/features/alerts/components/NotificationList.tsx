import DoneIcon from '@mui/icons-material/Done';
import { Box, IconButton, Link, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { companyPath } from '../../companies';
import type { AlertNotification } from '../types';

interface Props {
  notifications: AlertNotification[];
  onRead: (notification: AlertNotification) => void;
  /** Before a link changes the page (the drawer closes first). */
  onFollow?: () => void;
}

/**
 * Notifications, newest first: the notice, what matched it, and the ways to it (or the user's
 * report that was handled, and its company); the unread ones marked. Following a link reads
 * the notification.
 */
export function NotificationList({ notifications, onRead, onFollow }: Props) {
  const { t } = useTranslation('alerts');
  const typeLabel = (type: string | null) =>
    type ? t(`analyzer:types.${type}`, { defaultValue: type }) : null;
  const follow = (notification: AlertNotification) => () => {
    onRead(notification);
    onFollow?.();
  };
  return (
    <List disablePadding data-testid="notification-list">
      {notifications.map((notification) => {
        const { record, report, source } = notification;
        const isUnread = !notification.readAt;
        // A closed report (CONTRACT §8.3) is about a company, not a notice: its own wording.
        const name = report
          ? t('reports:notification.closed', { name: report.companyName || report.siren })
          : record?.nom_complet || t('notifications.unnamed');
        // A judgment says what happened ("Jugement de clôture…", French as the source gives it).
        const notice = report
          ? [report.reply ? t('reports:notification.reply', { reply: report.reply }) : null]
          : [
              record?.type_jugement?.trim() || typeLabel(record?.type_annonce ?? null),
              record?.date_parution &&
                t('notifications.published', { date: formatDate(record.date_parution) }),
            ];
        const details = notice.filter(Boolean);
        const siren = report?.siren ?? record?.siren;
        return (
          <ListItem
            key={notification.id}
            divider
            data-testid="notification"
            data-unread={isUnread}
            sx={{
              alignItems: 'flex-start',
              gap: 1,
              px: 1,
              bgcolor: isUnread ? 'action.hover' : undefined,
            }}
          >
            <Box
              aria-hidden
              sx={{
                mt: 1,
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: isUnread ? 'primary.main' : 'transparent',
              }}
            />
            <Stack spacing={0.25} sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: isUnread ? 'fontWeightBold' : undefined,
                  wordBreak: 'break-word',
                }}
              >
                {name}
                {isUnread && (
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('notifications.unread')}`}
                  </Box>
                )}
              </Typography>
              {details.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {details.join(' · ')}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {report
                  ? t('reports:notification.source', {
                      field: t(`reports:fields.${report.field}`, { defaultValue: report.field }),
                    })
                  : t(`notifications.source.${notification.kind}`, {
                      name: source.name ?? '-',
                    })}
                {' · '}
                {t('notifications.received', {
                  date: formatDate(notification.createdAt),
                  time: formatDate(notification.createdAt, 'HH:mm'),
                })}
              </Typography>
              <Stack direction="row" sx={{ columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
                {record && (
                  <Link
                    component={RouterLink}
                    to={`/analyzer/records/${record.id}`}
                    variant="body2"
                    onClick={follow(notification)}
                  >
                    {t('notifications.openNotice')}
                  </Link>
                )}
                {siren && (
                  <Link
                    component={RouterLink}
                    to={companyPath(siren)}
                    variant="body2"
                    onClick={follow(notification)}
                  >
                    {t('notifications.openCompany')}
                  </Link>
                )}
              </Stack>
            </Stack>
            {isUnread && (
              <Tooltip title={t('notifications.markRead')}>
                <IconButton
                  size="small"
                  aria-label={t('notifications.markReadOf', { name })}
                  onClick={() => onRead(notification)}
                >
                  <DoneIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
