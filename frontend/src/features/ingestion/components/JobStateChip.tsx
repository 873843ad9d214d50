import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobState } from '../types';

const COLORS: Record<JobState, ChipProps['color']> = {
  idle: 'default',
  queued: 'info',
  running: 'primary',
  completed: 'success',
  failed: 'error',
  stopped: 'warning',
};

export function JobStateChip({ state }: { state: JobState }) {
  const { t } = useTranslation('ingestion');
  return (
    <Chip
      size="small"
      color={COLORS[state] ?? 'default'}
      label={t(`states.${state}`)}
      data-testid="job-state"
    />
  );
}
