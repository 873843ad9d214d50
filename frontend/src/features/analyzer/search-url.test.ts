import { describe, expect, it } from 'vitest';
import { defaultFilters } from './search-query';
import {
  paramsFromResults,
  resultsFromParams,
  resultsPathFrom,
  resultsStateFor,
} from './search-url';

const today = new Date(2026, 10, 22);

describe('analyzer search in the URL', () => {
  it('round-trips every filter and the page', () => {
    const results = {
      filters: {
        searchQuery: 'société générale',
        fromDate: '2021-01-01',
        toDate: '2024-12-31',
        types: ['vente', 'collective'],
        includeInactive: true,
      },
      page: 3,
    };
    const params = paramsFromResults(results, today);
    expect(params.toString()).toBe(
      'q=soci%C3%A9t%C3%A9+g%C3%A9n%C3%A9rale&typeAnnonce=vente%2Ccollective&dateFrom=2021-01-01&dateTo=2024-12-31&includeInactive=true&page=3',
    );
    expect(resultsFromParams(new URLSearchParams(params.toString()), today)).toEqual(results);
  });

  it('keeps the default search out of the URL, and reads an empty URL as it', () => {
    const defaults = { filters: defaultFilters(today), page: 1 };
    expect(paramsFromResults(defaults, today).toString()).toBe('');
    expect(resultsFromParams(new URLSearchParams(), today)).toEqual(defaults);
  });

  it('tells a cleared date from a missing one', () => {
    const cleared = { filters: { ...defaultFilters(today), fromDate: '', toDate: '' }, page: 1 };
    const params = paramsFromResults(cleared, today);
    expect(params.toString()).toBe('dateFrom=&dateTo=');
    expect(resultsFromParams(params, today)).toEqual(cleared);
  });

  it('drops what the form cannot show: unknown types, bad dates and pages', () => {
    const { filters, page } = resultsFromParams(
      new URLSearchParams('typeAnnonce=vente,bogus&dateFrom=31/12/2020&page=-2'),
      today,
    );
    expect(filters.types).toEqual(['vente']);
    expect(filters.fromDate).toBe('2000-01-01');
    expect(page).toBe(1);
    expect(resultsFromParams(new URLSearchParams('page=abc'), today).page).toBe(1);
  });

  it('hands the results to a record page, and takes back only analyzer results', () => {
    expect(resultsPathFrom(resultsStateFor('?q=dupont&page=3'))).toBe('/analyzer?q=dupont&page=3');
    expect(resultsPathFrom(resultsStateFor(''))).toBe('/analyzer');
    expect(resultsPathFrom({ results: '//evil.example/analyzer' })).toBe('/analyzer');
    expect(resultsPathFrom({ results: '/analyzerx' })).toBe('/analyzer');
    expect(resultsPathFrom(null)).toBe('/analyzer');
  });
});
