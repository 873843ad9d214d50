import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { DataJobKind } from '../hooks/use-data-jobs';
import { useJobText } from '../job-text';
import type { DataJobRun, DataJobs } from '../types';
import { JobStateChip } from './JobStateChip';

const OUTCOME_SECTIONS = ['summary', 'log'] as const;
const DATE_TIME = 'dd/MM/yyyy HH:mm';

function LastRun({ kind, run }: { kind: DataJobKind; run: DataJobRun | null }) {
  const { t, i18n } = useTranslation('ingestion');
  const outcomeText = useJobText(OUTCOME_SECTIONS);
  const number = new Intl.NumberFormat(i18n.language);
  const hasOwnMessage = run && (run.state === 'failed' || run.state === 'stopped');
  return (
    <Stack
      spacing={0.5}
      data-testid={`last-run-${kind}`}
      data-process-id={run?.processId}
      data-state={run?.state ?? 'never'}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t(`data.status.jobs.${kind}`)}
        </Typography>
        {run && <JobStateChip state={run.state} />}
      </Stack>
      {!run ? (
        <Typography variant="body2" color="text.secondary">
          {t('data.lastRuns.never')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2">
            {t(`data.lastRuns.counts.${kind}`, {
              processed: number.format(run.processed),
              inserted: number.format(run.inserted),
              skipped: number.format(run.skipped),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('data.lastRuns.at', {
              date: formatDate(run.finishedAt ?? run.startedAt ?? run.createdAt, DATE_TIME),
            })}
          </Typography>
          {hasOwnMessage && (
            <Typography
              variant="body2"
              color={run.state === 'failed' ? 'error.main' : 'warning.main'}
            >
              {outcomeText({
                message: run.message,
                code: run.messageCode,
                params: run.messageParams,
              })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}

/** The latest import's and transfer's results side by side, read from the server (reloads keep them). */
export function LastDataRunsCard({ overview }: { overview: DataJobs }) {
  const { t } = useTranslation('ingestion');
  return (
    <Card component="section" aria-labelledby="last-runs-title">
      <CardContent>
        <Typography id="last-runs-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('data.lastRuns.title')}
        </Typography>
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          <LastRun kind="import" run={overview.lastImport} />
          <LastRun kind="transfer" run={overview.lastTransfer} />
        </Stack>
      </CardContent>
    </Card>
  );
}
