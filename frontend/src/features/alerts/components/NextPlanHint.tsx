import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useNextPlan } from '../../billing';
import type { LimitKind } from '../hooks/use-plan-limit-text';

/** What the next plan allows of `kind`, with the way to it; nothing when no plan allows more. */
export function NextPlanHint({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation('alerts');
  const plan = useNextPlan(kind);
  if (!plan) return null;
  const limit = plan.limits[kind];
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`next-plan-${kind}`}>
      {limit === null
        ? t(`nextPlan.${kind}.unlimited`, { plan: plan.name })
        : t(`nextPlan.${kind}.limited`, { plan: plan.name, limit })}{' '}
      <Link component={RouterLink} to="/subscriptions">
        {t('limits.upgrade')}
      </Link>
    </Typography>
  );
}
