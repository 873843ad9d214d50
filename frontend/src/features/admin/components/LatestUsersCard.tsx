import { ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { AdminUser } from '../api/admin-api';
import { VerifiedBadge } from './Badges';
import { LatestListCard } from './LatestListCard';

export function LatestUsersCard({ users, isLoading }: { users: AdminUser[]; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <LatestListCard
      id="admin-latest-users"
      title={t('dashboard.latestUsers.title')}
      emptyText={t('dashboard.latestUsers.empty')}
      isLoading={isLoading}
      isEmpty={users.length === 0}
    >
      {users.map((user, index) => (
        <ListItem
          key={user.id}
          divider={index < users.length - 1}
          disableGutters
          data-testid="latest-user"
        >
          <ListItemText
            primary={user.fullName}
            secondary={
              <>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', wordBreak: 'break-all' }}
                >
                  {user.email}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('dashboard.latestUsers.meta', {
                    role: t(`users.roles.${user.role}`, { defaultValue: user.role }),
                    date: formatDate(user.createdAt),
                  })}
                </Typography>
              </>
            }
          />
          <VerifiedBadge isVerified={user.isVerified} />
        </ListItem>
      ))}
    </LatestListCard>
  );
}
