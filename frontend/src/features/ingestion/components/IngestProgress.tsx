import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FollowedJobRun } from '../../../shared/realtime';
import { useJobText } from '../job-text';
import { JobStateChip } from './JobStateChip';

const OUTCOME_SECTIONS = ['summary', 'log'] as const;

/** The progress bar with the current row and the total, and the outcome of the run. */
export function IngestProgress({ status }: { status: FollowedJobRun | undefined }) {
  const { t, i18n } = useTranslation('ingestion');
  const state = status?.state ?? 'idle';
  const progress = Math.max(0, Math.min(100, status?.progress ?? 0));
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const currentRow = number(status?.processed ?? 0);
  const outcomeText = useJobText(OUTCOME_SECTIONS);
  const outcome = status
    ? outcomeText({
        message: status.message,
        code: status.messageCode,
        params: status.messageParams,
      })
    : '';
  return (
    <Card component="section" aria-labelledby="ingest-progress-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography id="ingest-progress-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            {t('ingest.progress')}
          </Typography>
          <JobStateChip state={state} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('ingest.progress')}
              sx={{ height: 10, borderRadius: 5 }}
            />
          </Box>
          <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right' }}>
            {`${progress} %`}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="ingest-rows">
          {status?.total
            ? t('ingest.rows', { currentRow, total: number(status.total) })
            : t('ingest.rowsUnknown', { currentRow })}
        </Typography>
        {state === 'failed' && status?.message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('messages.processFailed', { message: outcome })}
          </Alert>
        )}
        {(state === 'completed' || state === 'stopped') && (
          <Alert
            severity={state === 'completed' ? 'success' : 'warning'}
            sx={{ mt: 2 }}
            data-testid="ingest-outcome"
          >
            <AlertTitle>{t(`states.${state}`)}</AlertTitle>
            {outcome}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
