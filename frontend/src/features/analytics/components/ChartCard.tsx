import BarChartIcon from '@mui/icons-material/BarChart';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Box,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** A line under the title (the period, what the chart leaves out). */
  note?: ReactNode;
  chart: ReactNode;
  /** The same figures as a table: what a screen reader, or anyone, can read exactly. */
  table: ReactNode;
  testId?: string;
}

/** A chart with its table view, one or the other shown by a toggle. */
export function ChartCard({ title, note, chart, table, testId }: Props) {
  const { t } = useTranslation('analytics');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          sx={{
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {note && (
              <Typography variant="body2" color="text.secondary">
                {note}
              </Typography>
            )}
          </Box>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next) => next && setView(next)}
            aria-label={t('view.label', { title })}
          >
            <ToggleButton value="chart">
              <BarChartIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('view.chart')}
            </ToggleButton>
            <ToggleButton value="table">
              <TableChartIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('view.table')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ mt: 2 }}>{view === 'chart' ? chart : table}</Box>
      </CardContent>
    </Card>
  );
}
