import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LimitKind } from '../hooks/use-plan-limit-text';
import { usePlanLimitsState } from '../hooks/use-plan-limits';
import { NextPlanHint } from './NextPlanHint';

interface Props {
  kind: LimitKind;
  used: number;
  /** Also say what the next plan allows (the lists' pages; not a dialog). */
  withNextPlan?: boolean;
}

/** "x / limit" of the plan when the screens know it; the server is the judge either way. */
export function LimitUsage({ kind, used, withNextPlan = false }: Props) {
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
  const usage = (
    <Typography variant="body2" color="text.secondary" data-testid={`usage-${kind}`}>
      {text}
    </Typography>
  );
  if (!withNextPlan) return usage;
  return (
    <Box>
      {usage}
      <NextPlanHint kind={kind} />
    </Box>
  );
}
