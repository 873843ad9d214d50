import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
  type ChipProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { LabelledValue } from '../../../shared/ui/LabelledValue';
import { useHistoryText } from '../history-text';
import { useJobText } from '../job-text';
import type { HistoryState, HistoryStatus } from '../types';

/** JobStateChip's colours; the history adds "paused", which the jobs do not have. */
const STATE_COLORS: Record<HistoryState, ChipProps['color']> = {
  idle: 'default',
  running: 'primary',
  paused: 'warning',
  completed: 'success',
  failed: 'error',
};
const OUTCOME_SECTIONS = ['summary', 'log'] as const;

interface Props {
  status: HistoryStatus;
  isBusy: boolean;
  onPause: () => void;
  onResume: () => void;
  /** The start form, when a new history can be started. */
  children?: ReactNode;
}

/** CONTRACT §8.1 on the data page: the history's state, its progress and its actions. */
export function BodaccHistoryCard({ status, isBusy, onPause, onResume, children }: Props) {
  const { t } = useTranslation('ingestion');
  const text = useHistoryText();
  const outcomeText = useJobText(OUTCOME_SECTIONS);
  const { state, months, from, through } = status;
  const isRunning = state === 'running';
  const hasProgress = (isRunning || state === 'paused' || state === 'failed') && months.total > 0;
  const rows = text.notices(status.rows);

  return (
    <Card
      component="section"
      aria-labelledby="bodacc-history-title"
      data-testid="history-panel"
      data-state={state}
      data-months-done={months.done}
      data-months-total={months.total}
      data-rows={status.rows}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="bodacc-history-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            {t('data.history.title')}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLORS[state] ?? 'default'}
            label={t(`data.history.states.${state}`)}
            data-testid="history-state"
            data-state={state}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('data.history.description')}
        </Typography>
        {state === 'paused' && <Alert severity="info">{t('data.history.pausedHelp')}</Alert>}
        {state === 'failed' && (
          <Alert severity="error" data-testid="history-message">
            {outcomeText({
              message: status.message,
              code: status.messageCode,
              params: status.messageParams,
            }) || t('data.history.failedUnknown')}
          </Alert>
        )}
        {state === 'completed' && (
          <Alert severity="success" data-testid="history-message">
            {t('data.history.completed', {
              from: formatDate(from),
              through: formatDate(through),
              rows,
            })}
          </Alert>
        )}
        {hasProgress && (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
                gap: 2,
                mt: 2,
                mb: 0,
              }}
            >
              {from && through && (
                <LabelledValue name="history-range" label={t('data.history.range')}>
                  {t('data.history.rangeDays', {
                    from: formatDate(from),
                    through: formatDate(through),
                  })}
                </LabelledValue>
              )}
              <LabelledValue name="history-months" label={t('data.history.monthsDone')}>
                {t('data.history.monthsOf', { done: months.done, total: months.total })}
              </LabelledValue>
              {isRunning && status.currentMonth && (
                <LabelledValue name="history-current-month" label={t('data.history.currentMonth')}>
                  {text.month(status.currentMonth)}
                </LabelledValue>
              )}
              <LabelledValue name="history-rows" label={t('data.history.rows')}>
                {status.expectedRows === null
                  ? rows
                  : t('data.history.rowsOfExpected', { rows, expected: status.expectedRows })}
              </LabelledValue>
              {isRunning && status.ratePerSecond !== null && (
                <LabelledValue name="history-rate" label={t('data.history.rate')}>
                  {t('data.history.ratePerSecond', { rate: Math.round(status.ratePerSecond) })}
                </LabelledValue>
              )}
              {isRunning && status.etaSeconds !== null && (
                <LabelledValue name="history-eta" label={t('data.history.eta')}>
                  {text.timeLeft(status.etaSeconds)}
                </LabelledValue>
              )}
            </Box>
            <LinearProgress
              variant="determinate"
              value={(months.done / months.total) * 100}
              aria-label={t('data.history.progress')}
              data-testid="history-progress"
              sx={{ mt: 2, height: 8, borderRadius: 4 }}
            />
          </>
        )}
        {children}
        {isRunning && (
          <Button startIcon={<PauseIcon />} disabled={isBusy} onClick={onPause} sx={{ mt: 2 }}>
            {t('data.history.pause')}
          </Button>
        )}
        {(state === 'paused' || state === 'failed') && (
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            disabled={isBusy}
            onClick={onResume}
            sx={{ mt: 2 }}
          >
            {t('data.history.resume')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
