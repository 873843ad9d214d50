import { Refresh } from '@mui/icons-material';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { AdminLinksCard } from '../components/AdminLinksCard';
import { LatestSubscriptionsCard } from '../components/LatestSubscriptionsCard';
import { LatestUsersCard } from '../components/LatestUsersCard';
import { StatsCards } from '../components/StatsCards';
import { SystemHealthCard } from '../components/SystemHealthCard';
import { useAdminDashboard } from '../hooks/use-admin-dashboard';
import { useQueueBoard } from '../hooks/use-queue-board';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const dashboard = useAdminDashboard();
  const queueBoard = useQueueBoard();
  return (
    <PageContainer title={t('dashboard.title')}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', sm: 'center' }}
          spacing={1}
          sx={{ mt: -2 }}
        >
          <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
          <Button
            variant="text"
            startIcon={<Refresh />}
            onClick={dashboard.refresh}
            disabled={dashboard.isRefreshing}
          >
            {t('dashboard.refresh')}
          </Button>
        </Stack>
        {dashboard.hasError && (
          <Alert severity="warning" data-testid="dashboard-incomplete">
            {t('dashboard.banner')}
          </Alert>
        )}
        <StatsCards stats={dashboard.stats} isLoading={dashboard.isLoading.stats} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <SystemHealthCard health={dashboard.health} isLoading={dashboard.isLoading.health} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <AdminLinksCard
              onOpenQueueBoard={queueBoard.open}
              isOpeningQueueBoard={queueBoard.isOpening}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LatestUsersCard users={dashboard.latestUsers} isLoading={dashboard.isLoading.users} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LatestSubscriptionsCard
              subscriptions={dashboard.latestSubscriptions}
              isLoading={dashboard.isLoading.subscriptions}
            />
          </Grid>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
