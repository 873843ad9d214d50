import { describe, expect, it } from 'vitest';
import { EMPTY_GRANT_FORM, grantCriteria } from './grant-criteria';

describe('grant criteria', () => {
  it('sends only the criteria that are set', () => {
    expect(grantCriteria({ departements: ['75'], types: [], from: '' })).toEqual({
      departements: ['75'],
    });
    expect(grantCriteria({ departements: [], types: ['radiation'], from: '2026-01-01' })).toEqual({
      types: ['radiation'],
      from: '2026-01-01',
    });
  });

  it('is null without any criterion', () => {
    expect(grantCriteria(EMPTY_GRANT_FORM)).toBeNull();
  });
});
