import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, fromCents } from '../../../shared/format';
import { currentLanguage } from '../../../shared/i18n/i18n';
import type { AdminStats } from '../api/admin-api';

/** Revenue is shown in euros, like every price of the product. */
const REVENUE_CURRENCY = 'EUR';
const LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;
const UNREAD = '—';

const FIGURES = [
  'totalUsers',
  'totalRecords',
  'activeSubscriptions',
  'monthlyRevenue',
  'totalCredits',
  'avgRecordsPerUser',
] as const;

export function StatsCards({ stats, isLoading }: { stats?: AdminStats; isLoading: boolean }) {
  const { t } = useTranslation('admin');
  const lng = currentLanguage();
  const format = (key: (typeof FIGURES)[number]): string => {
    // A reading that failed is not a zero: the banner above says why nothing is shown.
    if (stats?.[key] === undefined || stats[key] === null) return UNREAD;
    const value = Number(stats[key]);
    if (key === 'monthlyRevenue') return formatMoney(fromCents(value), REVENUE_CURRENCY, lng);
    return new Intl.NumberFormat(LOCALES[lng], { maximumFractionDigits: 1 }).format(value);
  };
  return (
    <section aria-labelledby="admin-stats-title">
      <Typography id="admin-stats-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.stats.title')}
      </Typography>
      <Grid container spacing={2}>
        {FIGURES.map((key) => (
          <Grid key={key} size={{ xs: 6, md: 4, lg: 2 }}>
            <Card sx={{ height: '100%' }} data-testid={`stat-${key}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {t(`dashboard.stats.${key}`)}
                </Typography>
                <Typography variant="h5" component="p" sx={{ wordBreak: 'break-word' }}>
                  {isLoading ? <Skeleton width="60%" /> : format(key)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
