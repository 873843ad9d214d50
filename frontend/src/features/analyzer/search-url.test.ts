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
        departements: ['75', '2A', '971'],
        tribunal: 'Tribunal de commerce de Créteil',
        siren: '880878145',
        statuses: ['liquidation_judiciaire', 'procedure_collective'],
        judgments: ['opening', 'closing'],
        includeInactive: true,
      },
      page: 3,
    };
    const params = paramsFromResults(results, today);
    expect(params.toString()).toBe(
      'q=soci%C3%A9t%C3%A9+g%C3%A9n%C3%A9rale&typeAnnonce=vente%2Ccollective&departement=75%2C2A%2C971&tribunal=Tribunal+de+commerce+de+Cr%C3%A9teil&siren=880878145&status=liquidation_judiciaire%2Cprocedure_collective&judgment=opening%2Cclosing&dateFrom=2021-01-01&dateTo=2024-12-31&includeInactive=true&page=3',
    );
    expect(resultsFromParams(new URLSearchParams(params.toString()), today)).toEqual(results);
  });

  it('writes a SIREN typed with spaces as its 9 digits', () => {
    const spaced = { filters: { ...defaultFilters(today), siren: '880 878 145' }, page: 1 };
    const params = paramsFromResults(spaced, today);
    expect(params.toString()).toBe('siren=880878145');
    expect(resultsFromParams(params, today).filters.siren).toBe('880878145');
  });

  it('reads hand-written status and judgment lists, keeping the codes it knows once', () => {
    const { filters } = resultsFromParams(
      new URLSearchParams('status=struck_off,bogus,struck_off,active&judgment=sale,none,appeal'),
      today,
    );
    expect(filters.statuses).toEqual(['struck_off', 'active']);
    expect(filters.judgments).toEqual(['sale', 'appeal']);
  });

  it('takes the SIREN of a SIRET', () => {
    const siret = { filters: { ...defaultFilters(today), siren: '880 878 145 00015' }, page: 1 };
    expect(paramsFromResults(siret, today).toString()).toBe('siren=880878145');
    expect(
      resultsFromParams(new URLSearchParams('siren=88087814500015'), today).filters.siren,
    ).toBe('880878145');
  });

  it('reads a hand-written department list, keeping the departments it knows once', () => {
    const { filters } = resultsFromParams(
      new URLSearchParams('departement=75,2a,20,bogus,75,971'),
      today,
    );
    expect(filters.departements).toEqual(['75', '2A', '971']);
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

  it('drops what the form cannot show: unknown types, bad SIRENs, dates and pages', () => {
    const { filters, page } = resultsFromParams(
      new URLSearchParams('typeAnnonce=vente,bogus&siren=12345&dateFrom=31/12/2020&page=-2'),
      today,
    );
    expect(filters.types).toEqual(['vente']);
    expect(filters.siren).toBe('');
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

  it('takes back a company page a record was opened from', () => {
    expect(resultsPathFrom({ results: '/companies/880878145?page=2' })).toBe(
      '/companies/880878145?page=2',
    );
    expect(resultsPathFrom({ results: '/companies/880878145' })).toBe('/companies/880878145');
    expect(resultsPathFrom({ results: '/companies/../admin' })).toBe('/analyzer');
  });
});
