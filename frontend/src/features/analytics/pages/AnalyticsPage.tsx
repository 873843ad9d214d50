import { LockedFeature } from '../../billing';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { useFiltersInWords } from '../../alerts';
import { AnalyticsCharts } from '../components/AnalyticsCharts';
import { useAnalytics } from '../hooks/use-analytics';

/** /analytics: charts of the analyzer's current filters (CONTRACT §7.6). */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const inWords = useFiltersInWords();
  const { level, query, analyzerPath, analytics, isLoading, failure } = useAnalytics();
  const isBusy = level === undefined || isLoading;
  const range = useMemo(
    () => ({ from: query.dateFrom, to: query.dateTo }),
    [query.dateFrom, query.dateTo],
  );
  return (
    <PageContainer title={t('title')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ gap: 1.5, mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary" data-testid="analytics-filters">
          {t('filters', { filters: inWords(query) })}
        </Typography>
        <Button
          variant="outlined"
          component={RouterLink}
          to={analyzerPath}
          startIcon={<ListAltIcon />}
          sx={{ flexShrink: 0 }}
        >
          {t('openAnalyzer')}
        </Button>
      </Stack>
      {isBusy ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : level === null ? (
        <LockedFeature
          testId="analytics-locked"
          title={t('locked.title')}
          what={t('locked.what')}
          plans={t('locked.plans')}
        />
      ) : failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : (
        analytics && <AnalyticsCharts analytics={analytics} range={range} />
      )}
    </PageContainer>
  );
}
