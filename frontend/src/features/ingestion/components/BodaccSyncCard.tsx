import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SyncIcon from '@mui/icons-material/Sync';
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
import { isActive, type FollowedJobRun } from '../../../shared/realtime';
import type { SyncStatus } from '../api/sync-api';
import { useJobText } from '../job-text';
import { dailyTimes, daysBehind, isLagging, parisToday } from '../sync-status';
import { JobStateChip } from './JobStateChip';

const OUTCOME_SECTIONS = ['summary', 'log'] as const;
const DATE_TIME = 'dd/MM/yyyy HH:mm';
const MODE_COLORS: Record<'disabled' | 'paused' | 'enabled', ChipProps['color']> = {
  disabled: 'default',
  paused: 'warning',
  enabled: 'success',
};
/** Why there is no next run: off, paused, or no worker has registered the schedule yet. */
const NO_NEXT_RUN = {
  disabled: 'nextRunNone',
  paused: 'nextRunPaused',
  enabled: 'nextRunUnknown',
} as const;

interface Props {
  status: SyncStatus;
  /** The latest run as followed live (progress), when there is one. */
  run: FollowedJobRun | undefined;
  isBusy: boolean;
  onSyncNow: () => void;
  onPause: () => void;
  onResume: () => void;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

/** CONTRACT §7.5 on the data page: the sync's state, its latest run and its actions. */
export function BodaccSyncCard({ status, run, isBusy, onSyncNow, onPause, onResume }: Props) {
  const { t, i18n } = useTranslation('ingestion');
  const outcomeText = useJobText(OUTCOME_SECTIONS);
  const { enabled, paused, schedule, syncedThrough, nextRunAt, lastRun } = status;
  const today = parisToday();
  const isRunning = lastRun?.state === 'running';
  const times = dailyTimes(schedule.pattern);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const mode = !enabled ? 'disabled' : paused ? 'paused' : 'enabled';

  return (
    <Card component="section" aria-labelledby="bodacc-sync-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="bodacc-sync-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            {t('data.sync.title')}
          </Typography>
          <Chip
            size="small"
            color={MODE_COLORS[mode]}
            label={t(`data.sync.modes.${mode}`)}
            data-testid="sync-mode"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('data.sync.description')}
        </Typography>
        {!enabled && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('data.sync.disabledHelp')}
          </Alert>
        )}
        {enabled && syncedThrough && isLagging(syncedThrough, today) && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="sync-lag-warning">
            {t('data.sync.lagWarning')}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
          }}
        >
          <Fact label={t('data.sync.schedule')} testId="sync-schedule">
            {times
              ? t('data.sync.scheduleDaily', { times: list.format(times) })
              : t('data.sync.scheduleCron', { pattern: schedule.pattern })}
          </Fact>
          <Fact label={t('data.sync.syncedThrough')} testId="sync-synced-through">
            {syncedThrough
              ? t('data.sync.syncedThroughDay', {
                  day: formatDate(syncedThrough),
                  lag: t('data.sync.lag', { count: daysBehind(syncedThrough, today) }),
                })
              : t('data.sync.never')}
          </Fact>
          <Fact label={t('data.sync.nextRun')} testId="sync-next-run">
            {nextRunAt ? formatDate(nextRunAt, DATE_TIME) : t(`data.sync.${NO_NEXT_RUN[mode]}`)}
          </Fact>
          <Fact label={t('data.sync.lastRun')} testId="sync-last-run">
            {lastRun ? (
              <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <JobStateChip state={lastRun.state} />
                  <span>
                    {t('data.sync.lastRunAt', { date: formatDate(lastRun.startedAt, DATE_TIME) })}
                  </span>
                </Stack>
                {!isRunning && <span>{t('data.sync.added', { count: lastRun.added })}</span>}
                {lastRun.message && !isRunning && (
                  <span>
                    {outcomeText({
                      message: lastRun.message,
                      code: lastRun.messageCode,
                      params: lastRun.messageParams,
                    })}
                  </span>
                )}
              </Stack>
            ) : (
              t('data.sync.lastRunNone')
            )}
          </Fact>
        </Box>
        {isRunning && run && isActive(run.state) && (
          <LinearProgress
            variant={run.total ? 'determinate' : 'indeterminate'}
            value={run.progress}
            aria-label={t('data.sync.progress')}
            sx={{ mt: 2, height: 8, borderRadius: 4 }}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SyncIcon />}
            disabled={!enabled || isRunning || isBusy}
            onClick={onSyncNow}
          >
            {t('data.sync.syncNow')}
          </Button>
          {paused ? (
            <Button startIcon={<PlayArrowIcon />} disabled={!enabled || isBusy} onClick={onResume}>
              {t('data.sync.resume')}
            </Button>
          ) : (
            <Button startIcon={<PauseIcon />} disabled={!enabled || isBusy} onClick={onPause}>
              {t('data.sync.pause')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
