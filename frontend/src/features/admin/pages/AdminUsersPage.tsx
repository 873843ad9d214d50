import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';
import type { AdminUser } from '../api/admin-api';
import { EditUserDialog } from '../components/EditUserDialog';
import { UserSearchBar } from '../components/UserSearchBar';
import { UsersTable } from '../components/UsersTable';
import { useUserList } from '../hooks/use-user-list';

export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const list = useUserList();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  return (
    <PageContainer title={t('users.title')}>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            justifyContent="space-between"
            alignItems={{ xs: 'stretch', md: 'center' }}
            spacing={2}
            sx={{ mb: 2 }}
          >
            <Box>
              <Typography variant="h5" component="h2">
                {t('users.list')}
              </Typography>
              {!list.isLoading && !list.error && (
                <Typography variant="body2" color="text.secondary">
                  {t('users.total', { count: list.totalItems })}
                </Typography>
              )}
            </Box>
            <UserSearchBar
              value={list.searchInput}
              onChange={list.setSearchInput}
              onSearch={list.submitSearch}
            />
          </Stack>
          {list.isLoading ? (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t('users.loading')} />
            </Box>
          ) : list.error ? (
            <Typography color="error" role="alert" sx={{ py: 4, textAlign: 'center' }}>
              {list.error}
            </Typography>
          ) : list.users.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('users.empty')}
            </Typography>
          ) : (
            <Box sx={{ opacity: list.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <UsersTable users={list.users} onEdit={setEditing} />
            </Box>
          )}
          {list.totalPages > 1 && (
            <Stack alignItems="center" sx={{ mt: 3 }}>
              <Pagination
                count={list.totalPages}
                page={list.page}
                onChange={(_, page) => list.setPage(page)}
                color="primary"
                siblingCount={0}
                aria-label={t('users.pagination')}
                getItemAriaLabel={(type, item) =>
                  type === 'page' ? t('users.pages.page', { page: item }) : t(`users.pages.${type}`)
                }
              />
            </Stack>
          )}
        </CardContent>
      </Card>
      {editing && (
        <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />
      )}
    </PageContainer>
  );
}
