import { describe, expect, it } from 'vitest';
import { coverageWarningOf } from './catalogue-coverage';

const today = new Date(2026, 10, 26, 9, 30);

describe('catalogue coverage warning', () => {
  it('warns when the sync never completed a day', () => {
    expect(coverageWarningOf({ syncedThrough: null }, today)).toEqual({ kind: 'neverSynced' });
  });

  it('lets the sync be up to 2 days behind, and warns past that', () => {
    expect(coverageWarningOf({ syncedThrough: '2026-11-26' }, today)).toBeNull();
    expect(coverageWarningOf({ syncedThrough: '2026-11-24' }, today)).toBeNull();
    expect(coverageWarningOf({ syncedThrough: '2026-11-23' }, today)).toEqual({
      kind: 'lagging',
      since: '2026-11-23',
      days: 3,
    });
  });
});
