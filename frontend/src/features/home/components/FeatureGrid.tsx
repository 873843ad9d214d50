import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import DevicesIcon from '@mui/icons-material/Devices';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SavingsIcon from '@mui/icons-material/Savings';
import SearchIcon from '@mui/icons-material/Search';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** What the product does today; `to` is the screen that does it (a visitor logs in first). */
const FEATURES: { key: string; icon: ReactNode; to?: string }[] = [
  { key: 'search', icon: <SearchIcon color="primary" />, to: '/analyzer' },
  { key: 'alerts', icon: <NotificationsActiveIcon color="primary" />, to: '/watches' },
  { key: 'analysis', icon: <AutoGraphIcon color="primary" />, to: '/analytics' },
  { key: 'export', icon: <FileDownloadIcon color="primary" /> },
  { key: 'subscriptions', icon: <SubscriptionsIcon color="primary" />, to: '/subscriptions' },
  { key: 'credits', icon: <SavingsIcon color="primary" />, to: '/credits' },
  { key: 'security', icon: <LockIcon color="primary" /> },
  { key: 'responsive', icon: <DevicesIcon color="primary" /> },
  { key: 'admin', icon: <AdminPanelSettingsIcon color="primary" /> },
];

export function FeatureGrid() {
  const { t } = useTranslation('home');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h2" align="center" sx={{ mb: 4 }}>
        {t('features.title')}
      </Typography>
      <Grid container spacing={2.5}>
        {FEATURES.map((feature) => (
          <Grid key={feature.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }} data-testid={`feature-${feature.key}`}>
              <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                  {feature.icon}
                  <Typography variant="h6" component="h3">
                    {t(`features.items.${feature.key}.title`)}
                  </Typography>
                </Stack>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {t(`features.items.${feature.key}.text`)}
                </Typography>
                {feature.to && (
                  <Button
                    component={RouterLink}
                    to={feature.to}
                    size="small"
                    endIcon={<ArrowForwardIcon />}
                    sx={{ mt: 1.5, alignSelf: 'flex-start' }}
                  >
                    {t(`features.items.${feature.key}.link`)}
                  </Button>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
