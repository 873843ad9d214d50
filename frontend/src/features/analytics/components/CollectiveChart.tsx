import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { Analytics } from '../api/analytics-api';
import { useCountAxis } from '../hooks/use-count-axis';
import { ChartCard } from './ChartCard';
import { CountTable } from './CountTable';

interface Props {
  months: NonNullable<Analytics['collectiveByMonth']>;
  period: NonNullable<Analytics['collectivePeriod']>;
}

const monthLabel = (month: string) => formatDate(`${month}-01`, 'MMM yyyy');

/** The collective procedures of each month of the period beside the same month before it. */
export function CollectiveChart({ months, period }: Props) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const countAxis = useCountAxis();
  const title = t('collective.title');
  const current = t('collective.current');
  const previous = t('collective.previous');
  return (
    <ChartCard
      testId="chart-collective"
      title={title}
      note={t('collective.period', {
        from: formatDate(period.from),
        to: formatDate(period.to),
        previousFrom: formatDate(period.previousFrom),
        previousTo: formatDate(period.previousTo),
      })}
      chart={
        <BarChart
          height={320}
          xAxis={[
            { scaleType: 'band', data: months.map((row) => row.month), valueFormatter: monthLabel },
          ]}
          yAxis={[{ width: 48, ...countAxis.axis }]}
          series={[
            {
              data: months.map((row) => row.previousCount),
              label: previous,
              color: theme.palette.grey[400],
              valueFormatter: (value, { dataIndex }) =>
                `${countAxis.formatCount(value ?? 0)} (${monthLabel(months[dataIndex].previousMonth)})`,
            },
            {
              data: months.map((row) => row.count),
              label: current,
              color: theme.palette.primary.main,
              valueFormatter: countAxis.formatCount,
            },
          ]}
        />
      }
      table={
        <CountTable
          caption={title}
          columns={[t('collective.month'), current, t('collective.previousMonth'), previous]}
          rows={months.map((row) => ({
            key: row.month,
            label: monthLabel(row.month),
            values: [row.count, monthLabel(row.previousMonth), row.previousCount],
          }))}
        />
      }
    />
  );
}
