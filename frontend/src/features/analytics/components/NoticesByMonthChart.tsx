import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useTypeLabel } from '../../analyzer';
import {
  MAX_MONTH_BARS,
  stackedPeriodsOf,
  stackedTableOf,
  typeColor,
  type DateRange,
} from '../analytics-data';
import type { Analytics } from '../api/analytics-api';
import { useCountAxis } from '../hooks/use-count-axis';
import { ChartCard } from './ChartCard';
import { CountTable } from './CountTable';

interface Props {
  byMonth: Analytics['byMonth'];
  /** The search's dates: the axis covers them, months without notices included. */
  range: DateRange;
}

/** The notices per month (per year past 48 months), stacked by type. */
export function NoticesByMonthChart({ byMonth, range }: Props) {
  const { t } = useTranslation('analytics');
  const typeLabel = useTypeLabel();
  const colors = useTheme().palette.tones.chart;
  const countAxis = useCountAxis();
  const stacked = useMemo(() => stackedPeriodsOf(byMonth, range), [byMonth, range]);
  const isYearly = stacked.granularity === 'year';
  const periodLabel = (period: string) =>
    isYearly ? period : formatDate(`${period}-01`, 'MMM yyyy');
  const labels = stacked.series.map((serie) =>
    serie.type === null ? t('untyped') : typeLabel(serie.type),
  );
  const title = isYearly ? t('byMonth.titleYear') : t('byMonth.title');
  const table = stackedTableOf(stacked);
  return (
    <ChartCard
      testId="chart-by-month"
      title={title}
      note={isYearly ? t('byMonth.yearNote', { count: MAX_MONTH_BARS }) : undefined}
      chart={
        <BarChart
          height={360}
          xAxis={[{ scaleType: 'band', data: stacked.periods, valueFormatter: periodLabel }]}
          yAxis={[{ width: 48, ...countAxis.axis }]}
          series={stacked.series.map((serie, i) => ({
            data: serie.data,
            valueFormatter: countAxis.formatCount,
            label: labels[i],
            color: typeColor(serie.type, colors),
            stack: 'types',
          }))}
        />
      }
      table={
        <CountTable
          caption={title}
          columns={[isYearly ? t('byMonth.year') : t('byMonth.month'), ...labels]}
          rows={stacked.periods.map((period, i) => ({
            key: period,
            label: periodLabel(period),
            values: table[i],
          }))}
        />
      }
    />
  );
}
