import { describe, expect, it } from 'vitest';
import { isAtLimit, planLimitsOf } from './plan-limits';

const on = (name: string) => ({ plan: { name } });

describe('plan limits (CONTRACT 7.4)', () => {
  it('are those of the plan giving access, or of no plan', () => {
    expect(planLimitsOf(null)).toEqual({ watches: 5, savedSearchAlerts: 0 });
    expect(planLimitsOf(on('Débutant'))).toEqual({ watches: 25, savedSearchAlerts: 1 });
    expect(planLimitsOf(on('Professionnel'))).toEqual({ watches: 250, savedSearchAlerts: 10 });
    expect(planLimitsOf(on('Entreprise'))).toEqual({ watches: null, savedSearchAlerts: null });
  });

  it('are unknown for a plan the screens do not know', () => {
    expect(planLimitsOf(on('Sur mesure'))).toBeUndefined();
  });

  it('are reached only at a known, finite figure', () => {
    expect(isAtLimit(5, 5)).toBe(true);
    expect(isAtLimit(4, 5)).toBe(false);
    expect(isAtLimit(0, 0)).toBe(true);
    expect(isAtLimit(1000, null)).toBe(false);
    expect(isAtLimit(1000, undefined)).toBe(false);
  });
});
