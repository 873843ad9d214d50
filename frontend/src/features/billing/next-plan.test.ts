import { describe, expect, it } from 'vitest';
import { nextPlanFor } from './next-plan';
import { CATALOGUE_PLANS } from './test-fixtures';

const nameOf = (...args: Parameters<typeof nextPlanFor>) => nextPlanFor(...args)?.name;

describe('nextPlanFor', () => {
  it('gives the first plan allowing more than the user’s', () => {
    expect(nameOf(CATALOGUE_PLANS, 'watches', 5)).toBe('Débutant');
    expect(nameOf(CATALOGUE_PLANS, 'watches', 25)).toBe('Professionnel');
    expect(nameOf(CATALOGUE_PLANS, 'watches', 250)).toBe('Entreprise');
    expect(nameOf(CATALOGUE_PLANS, 'savedSearchAlerts', 0)).toBe('Débutant');
    expect(nameOf(CATALOGUE_PLANS, 'savedSearchAlerts', 10)).toBe('Entreprise');
  });

  it('gives none to an unlimited or unknown limit', () => {
    expect(nextPlanFor(CATALOGUE_PLANS, 'watches', null)).toBeUndefined();
    expect(nextPlanFor(CATALOGUE_PLANS, 'watches', undefined)).toBeUndefined();
    expect(nextPlanFor([], 'watches', 5)).toBeUndefined();
  });
});
