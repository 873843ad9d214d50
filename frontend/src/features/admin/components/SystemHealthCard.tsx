import {
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  Skeleton,
  Stack,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { QueueDepth, SystemHealth } from '../api/admin-api';

const STATUS_COLORS: Record<string, ChipProps['color']> = {
  healthy: 'success',
  degraded: 'warning',
};
const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

function Flag({ label, isUp }: { label: string; isUp: boolean | undefined }) {
  const { t } = useTranslation('admin');
  const state = isUp === undefined ? 'unknown' : isUp ? 'up' : 'down';
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
      <Typography>{label}</Typography>
      <Chip
        size="small"
        variant="outlined"
        color={state === 'up' ? 'success' : state === 'down' ? 'error' : 'default'}
        label={t(`dashboard.health.${state}`)}
        data-testid="health-flag"
      />
    </Stack>
  );
}

function QueueRow({ name, depth }: { name: string; depth: QueueDepth }) {
  const { t } = useTranslation('admin');
  return (
    <Box data-testid="queue-depth">
      <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
        {t(`dashboard.health.queueNames.${name}`, { defaultValue: name })}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} sx={{ mt: 0.5 }}>
        {COUNTS.map((count) => (
          <Chip
            key={count}
            size="small"
            color={count === 'failed' && depth[count] > 0 ? 'error' : 'default'}
            label={t(`dashboard.health.counts.${count}`, { count: depth[count] ?? 0 })}
          />
        ))}
      </Stack>
    </Box>
  );
}

export function SystemHealthCard({
  health,
  isLoading,
}: {
  health?: SystemHealth;
  isLoading: boolean;
}) {
  const { t } = useTranslation('admin');
  const queues = Object.entries(health?.queues ?? {});
  // A failed reading is shown as unavailable, like the spec's default for a missing route.
  const status = health?.status ?? 'unavailable';
  return (
    <Card sx={{ height: '100%' }} component="section" aria-labelledby="admin-health-title">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography id="admin-health-title" variant="h6" component="h2">
            {t('dashboard.health.title')}
          </Typography>
          {!isLoading && (
            <Chip
              color={STATUS_COLORS[status] ?? 'error'}
              label={t(`dashboard.health.status.${status}`, { defaultValue: status })}
              data-testid="health-status"
            />
          )}
        </Stack>
        {isLoading ? (
          <Stack spacing={1}>
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Flag label={t('dashboard.health.api')} isUp={health?.apiHealth} />
            <Flag label={t('dashboard.health.db')} isUp={health?.dbHealth} />
            <Flag label={t('dashboard.health.cache')} isUp={health?.cacheHealth} />
            <Divider />
            <Typography variant="subtitle2" component="h3">
              {t('dashboard.health.queues')}
            </Typography>
            {queues.length === 0 ? (
              <Typography color="text.secondary">{t('dashboard.health.noQueues')}</Typography>
            ) : (
              queues.map(([name, depth]) => <QueueRow key={name} name={name} depth={depth} />)
            )}
            {health && (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.health.lastChecked', {
                  date: formatDate(health.lastChecked, 'dd/MM/yyyy HH:mm:ss'),
                })}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
