import { Alert, Box, LinearProgress, Stack, Typography, type AlertColor } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataJobKind, DataJobPhase } from '../hooks/use-data-jobs';
import { isActive, type FollowedJobRun } from '../../../shared/realtime';
import { useJobText } from '../job-text';
import { JobStateChip } from './JobStateChip';

/** The counters only, after "… terminé :"; other outcomes as their log line says them. */
const OUTCOME_SECTIONS = ['summary', 'log'] as const;

interface Props {
  current: { kind: DataJobKind; phase: DataJobPhase; reason?: string } | null;
  job: FollowedJobRun | undefined;
}

/** The status box of the admin data page: a line of progress text for the last started job. */
export function JobStatusBox({ current, job }: Props) {
  const { t, i18n } = useTranslation('ingestion');
  const outcomeText = useJobText(OUTCOME_SECTIONS);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const jobName = current ? t(`data.status.jobs.${current.kind}`) : '';

  let text = t('data.status.idle');
  let severity: AlertColor = 'info';
  if (current?.phase === 'starting') text = t('data.status.starting', { job: jobName });
  if (current?.phase === 'failed') {
    text = current.reason
      ? t('data.status.failedToStartBecause', { job: jobName, reason: current.reason })
      : t('data.status.failedToStart', { job: jobName });
    severity = 'error';
  }
  if (current?.phase === 'inProgress') {
    const state = job?.state ?? 'queued';
    const message = job
      ? outcomeText({ ...job, code: job.messageCode, params: job.messageParams })
      : '';
    if (isActive(state)) {
      text = job?.total
        ? t('data.status.inProgressTotal', {
            job: jobName,
            processed: number(job.processed),
            total: number(job.total),
            progress: job.progress,
          })
        : t('data.status.inProgress', { job: jobName, processed: number(job?.processed ?? 0) });
    } else {
      text = t(`data.status.${state}`, { job: jobName, message });
      severity = state === 'completed' ? 'success' : state === 'failed' ? 'error' : 'warning';
    }
  }

  return (
    <Box component="section" aria-labelledby="data-status-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="data-status-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('data.status.title')}
        </Typography>
        {current?.phase === 'inProgress' && job && <JobStateChip state={job.state} />}
      </Stack>
      <Alert severity={severity} role="status" data-testid="data-status">
        {text}
      </Alert>
      {current?.phase === 'inProgress' && job && isActive(job.state) && (
        <LinearProgress
          variant={job.total ? 'determinate' : 'indeterminate'}
          value={job.progress}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}
