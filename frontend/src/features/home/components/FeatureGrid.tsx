import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import DevicesIcon from '@mui/icons-material/Devices';
import LockIcon from '@mui/icons-material/Lock';
import SavingsIcon from '@mui/icons-material/Savings';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: string; icon: ReactNode; isComingSoon?: boolean }[] = [
  { key: 'analysis', icon: <AutoGraphIcon color="primary" />, isComingSoon: true },
  { key: 'subscriptions', icon: <SubscriptionsIcon color="primary" /> },
  { key: 'credits', icon: <SavingsIcon color="primary" /> },
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
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                  {feature.icon}
                  <Typography variant="h6" component="h3">
                    {t(`features.items.${feature.key}.title`)}
                  </Typography>
                </Stack>
                <Typography color="text.secondary">
                  {t(`features.items.${feature.key}.text`)}
                </Typography>
                {feature.isComingSoon && (
                  <Chip
                    size="small"
                    color="warning"
                    label={t('features.comingSoon')}
                    sx={{ mt: 1.5 }}
                  />
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
