import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import type { AdminUser } from '../api/admin-api';
import { RoleLabel, VerifiedBadge } from './Badges';

interface Props {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
}

/** The spec's columns; one card per user on a phone. */
export function UsersTable({ users, onEdit }: Props) {
  const { t } = useTranslation('admin');
  const columns: DataColumn<AdminUser>[] = [
    { id: 'id', header: t('users.columns.id'), cell: (user) => user.id },
    {
      id: 'fullName',
      header: t('users.columns.fullName'),
      phone: 'title',
      sx: { fontWeight: 'fontWeightMedium' },
      cell: (user) => user.fullName,
    },
    {
      id: 'email',
      header: t('users.columns.email'),
      sx: { wordBreak: 'break-all' },
      cell: (user) => user.email,
    },
    {
      id: 'role',
      header: t('users.columns.role'),
      cell: (user) => <RoleLabel role={user.role} />,
    },
    {
      id: 'verified',
      header: t('users.columns.verified'),
      phone: 'aside',
      cell: (user) => <VerifiedBadge isVerified={user.isVerified} />,
    },
    {
      id: 'actions',
      header: t('users.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (user) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onEdit(user)}
          aria-label={t('users.edit.buttonLabel', { name: user.fullName })}
        >
          {t('users.edit.button')}
        </Button>
      ),
    },
  ];
  return <DataTable label={t('users.list')} columns={columns} rows={users} rowTestId="user-row" />;
}
