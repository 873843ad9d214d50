import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LimitKind } from '../hooks/use-plan-limit-text';
import { usePlanLimitsState } from '../hooks/use-plan-limits';

/** "x / limit" of the plan when the screens know it; the server is the judge either way. */
export function LimitUsage({ kind, used }: { kind: LimitKind; used: number }) {
  const { t } = useTranslation('alerts');
  const { limits, isPending } = usePlanLimitsState();
  if (isPending) return null;
  const limit = limits?.[kind];
  const text =
    limit === undefined
      ? t(`usage.${kind}.unknown`, { count: used })
      : limit === null
        ? t(`usage.${kind}.unlimited`, { count: used })
        : t(`usage.${kind}.limited`, { count: used, limit });
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`usage-${kind}`}>
      {text}
    </Typography>
  );
}
