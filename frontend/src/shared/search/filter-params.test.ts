import { describe, expect, it } from 'vitest';
import { SEARCH_FILTERS } from '../api/generated/search-filters';
import { filterParamsFrom, writeFilterParams } from './filter-params';

describe('the search filters as URL parameters', () => {
  it('read and write back every filter of the generated definition, by its kind', () => {
    const sample = { text: 'Créteil', list: '75,2A', date: '2026-01-31', boolean: true };
    const values = Object.fromEntries(
      SEARCH_FILTERS.map(({ param, kind }) => [param, sample[kind]]),
    );
    const written = writeFilterParams(values);
    expect([...written.keys()]).toEqual(SEARCH_FILTERS.map(({ param }) => param));
    expect(filterParamsFrom(written)).toEqual(values);
  });

  it('leave out empty values, booleans not set and other parameters', () => {
    const params = new URLSearchParams('q=%20&includeInactive=false&page=2&tribunal=%20Lyon%20');
    expect(filterParamsFrom(params)).toEqual({ tribunal: 'Lyon' });
    expect(writeFilterParams({ q: '', includeInactive: false }).toString()).toBe('');
  });
});
