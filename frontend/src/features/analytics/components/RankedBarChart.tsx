import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard';
import { CountTable } from './CountTable';
import { useCountAxis } from '../hooks/use-count-axis';

export interface RankedRow {
  key: string;
  /** The name in the table. */
  label: string;
  /** A shorter name for the chart's axis; the label by default. */
  chartLabel?: string;
  count: number;
  /** The bar's colour; the theme's by default. */
  color?: string;
}

interface Props {
  title: string;
  note?: ReactNode;
  /** The header of the rows' names in the table. */
  nameHeader: string;
  /** Largest first; the table lists them all. */
  rows: RankedRow[];
  /** How many the chart draws (all by default). */
  chartRows?: number;
  testId?: string;
}

const BAR_HEIGHT = 28;

/** Counts as horizontal bars, the largest on top, with the table of them all. */
export function RankedBarChart({ title, note, nameHeader, rows, chartRows, testId }: Props) {
  const { t } = useTranslation('analytics');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const countAxis = useCountAxis();
  const drawn = rows.slice(0, chartRows ?? rows.length);
  // The bands are the rows' keys: two rows with the same short name must stay two bars.
  const keys = drawn.map((row) => row.key);
  const nameOf = new Map(drawn.map((row) => [row.key, row.chartLabel ?? row.label]));
  const colors = drawn.map((row) => row.color);
  const isColored = colors.every(Boolean);
  return (
    <ChartCard
      testId={testId}
      title={title}
      note={note}
      chart={
        <BarChart
          layout="horizontal"
          height={drawn.length * BAR_HEIGHT + 60}
          yAxis={[
            {
              scaleType: 'band',
              data: keys,
              valueFormatter: (key: string) => nameOf.get(key) ?? key,
              width: isPhone ? 130 : 190,
              colorMap: isColored
                ? { type: 'ordinal', values: keys, colors: colors as string[] }
                : undefined,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          // The axis ends at the largest count: rounded up to a "nice" 40 for 21 notices on a
          // phone, it left half the narrow plot empty and the small bars a few pixels long.
          xAxis={[{ ...countAxis.axis, domainLimit: 'strict' }]}
          series={[
            {
              data: drawn.map((row) => row.count),
              label: t('count'),
              valueFormatter: countAxis.formatCount,
            },
          ]}
          hideLegend
        />
      }
      table={
        <CountTable
          caption={title}
          columns={[nameHeader, t('count')]}
          rows={rows.map((row) => ({ key: row.key, label: row.label, values: [row.count] }))}
        />
      }
    />
  );
}
