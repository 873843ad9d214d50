import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/admin-api';
import { RoleLabel, VerifiedBadge } from './Badges';

interface Props {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
}

function EditButton({ user, onEdit }: { user: AdminUser; onEdit: Props['onEdit'] }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onEdit(user)}
      aria-label={t('users.edit.buttonLabel', { name: user.fullName })}
    >
      {t('users.edit.button')}
    </Button>
  );
}

/** The spec's columns on wide screens; one small card per user on a phone. */
export function UsersTable({ users, onEdit }: Props) {
  const { t } = useTranslation('admin');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPhone) {
    return (
      <Stack spacing={1.5} aria-label={t('users.list')} role="list">
        {users.map((user) => (
          <Card key={user.id} data-testid="user-row" role="listitem">
            <CardContent>
              <Stack
                direction="row"
                justifyContent="space-between"
                alignItems="flex-start"
                spacing={1}
              >
                <div>
                  <Typography sx={{ fontWeight: 'fontWeightMedium' }}>{user.fullName}</Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {user.email}
                  </Typography>
                </div>
                <VerifiedBadge isVerified={user.isVerified} />
              </Stack>
              <Stack
                direction="row"
                justifyContent="space-between"
                alignItems="center"
                sx={{ mt: 1 }}
              >
                <Typography variant="body2" color="text.secondary">
                  {t('users.idAndRole', {
                    id: user.id,
                    role: t(`users.roles.${user.role}`, { defaultValue: user.role }),
                  })}
                </Typography>
                <EditButton user={user} onEdit={onEdit} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table aria-label={t('users.list')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('users.columns.id')}</TableCell>
          <TableCell>{t('users.columns.fullName')}</TableCell>
          <TableCell>{t('users.columns.email')}</TableCell>
          <TableCell>{t('users.columns.role')}</TableCell>
          <TableCell>{t('users.columns.verified')}</TableCell>
          <TableCell align="right">{t('users.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid="user-row" hover>
            <TableCell>{user.id}</TableCell>
            <TableCell sx={{ fontWeight: 'fontWeightMedium' }}>{user.fullName}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
            <TableCell>
              <RoleLabel role={user.role} />
            </TableCell>
            <TableCell>
              <VerifiedBadge isVerified={user.isVerified} />
            </TableCell>
            <TableCell align="right">
              <EditButton user={user} onEdit={onEdit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
