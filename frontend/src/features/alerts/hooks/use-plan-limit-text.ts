import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanLimits } from '../limits';
import { usePlanLimits } from './use-plan-limits';

export type LimitKind = keyof PlanLimits;

/** Why the server refused (403 PLAN_LIMIT_REACHED), with the plan's figure when it is known. */
export function usePlanLimitText() {
  const { t } = useTranslation('alerts');
  const limits = usePlanLimits();
  return useCallback(
    (kind: LimitKind): string => {
      const limit = limits?.[kind];
      if (typeof limit !== 'number') return t(`limits.${kind}.unknown`);
      if (limit === 0) return t(`limits.${kind}.none`);
      return t(`limits.${kind}.reached`, { count: limit });
    },
    [limits, t],
  );
}
