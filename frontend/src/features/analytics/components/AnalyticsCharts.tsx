import { LockedFeature } from '../../billing';
import { Alert, Grid, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { departementLabel, useTypeLabel } from '../../analyzer';
import {
  CHART_DEPARTEMENTS,
  shortTribunalName,
  typeColor,
  type DateRange,
} from '../analytics-data';
import type { Analytics } from '../api/analytics-api';
import { CollectiveChart } from './CollectiveChart';
import { NoticesByMonthChart } from './NoticesByMonthChart';
import { RankedBarChart } from './RankedBarChart';

interface Props {
  analytics: Analytics;
  /** The search's dates, which the notices chart covers whole. */
  range: DateRange;
}

/** Every chart the plan opens; for basic analytics, the advanced ones locked. */
export function AnalyticsCharts({ analytics, range }: Props) {
  const { t } = useTranslation('analytics');
  const typeLabel = useTypeLabel();
  const colors = useTheme().palette.tones.chart;
  const { byDepartement, byTribunal, collectiveByMonth, collectivePeriod } = analytics;
  return (
    <>
      <Typography sx={{ mb: 2 }} data-testid="analytics-total">
        {t('total', { count: analytics.total })}
      </Typography>
      {analytics.total === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('empty')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={12}>
          <NoticesByMonthChart byMonth={analytics.byMonth} range={range} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RankedBarChart
            testId="chart-by-type"
            title={t('byType.title')}
            nameHeader={t('byType.type')}
            rows={analytics.byType.map(({ type, count }) => ({
              key: type ?? '',
              label: type === null ? t('untyped') : typeLabel(type),
              count,
              color: typeColor(type, colors),
            }))}
          />
        </Grid>
        {byDepartement && byTribunal && collectiveByMonth && collectivePeriod ? (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <RankedBarChart
                testId="chart-by-departement"
                title={t('byDepartement.title')}
                note={
                  byDepartement.length > CHART_DEPARTEMENTS
                    ? t('byDepartement.chartNote', { count: CHART_DEPARTEMENTS })
                    : undefined
                }
                nameHeader={t('byDepartement.departement')}
                chartRows={CHART_DEPARTEMENTS}
                rows={byDepartement.map(({ departement, count }) => ({
                  key: departement ?? '',
                  label:
                    departement === null
                      ? t('byDepartement.unknown')
                      : departementLabel(departement),
                  count,
                }))}
              />
            </Grid>
            <Grid size={12}>
              <RankedBarChart
                testId="chart-by-tribunal"
                title={t('byTribunal.title')}
                note={t('byTribunal.abbreviations')}
                nameHeader={t('byTribunal.tribunal')}
                rows={byTribunal.map(({ tribunal, count }) => ({
                  key: tribunal ?? '',
                  label: tribunal ?? t('byTribunal.others'),
                  chartLabel: tribunal ? shortTribunalName(tribunal) : t('byTribunal.othersShort'),
                  count,
                }))}
              />
            </Grid>
            <Grid size={12}>
              <CollectiveChart months={collectiveByMonth} period={collectivePeriod} />
            </Grid>
          </>
        ) : (
          <Grid size={{ xs: 12, md: 6 }}>
            <LockedFeature
              testId="advanced-locked"
              title={t('locked.advancedTitle')}
              what={t('locked.advancedWhat')}
              plans={t('locked.advancedPlans')}
            />
          </Grid>
        )}
      </Grid>
    </>
  );
}
