import { describe, expect, it } from 'vitest';
import { paramsFromResults, resultsFromParams } from '../analyzer/search-url';
import { analyzerPathOf, savedFiltersFromParams } from './saved-search-filters';

const today = new Date('2026-02-10T12:00:00');

describe('saved search filters', () => {
  it("keep the analyzer URL's filters, without the page or empty values", () => {
    const params = new URLSearchParams(
      'q=boulangerie&typeAnnonce=collective,radiation&departement=75,2A&tribunal=Cr%C3%A9teil' +
        '&siren=880878145&dateFrom=2024-01-01&dateTo=&includeInactive=true&page=3&other=x',
    );
    expect(savedFiltersFromParams(params)).toEqual({
      q: 'boulangerie',
      typeAnnonce: 'collective,radiation',
      departement: '75,2A',
      tribunal: 'Créteil',
      siren: '880878145',
      dateFrom: '2024-01-01',
      includeInactive: true,
    });
    expect(savedFiltersFromParams(new URLSearchParams('includeInactive=false'))).toEqual({});
  });

  it('open the analyzer on the same search, with no end date so that it stays current', () => {
    const shown = resultsFromParams(
      new URLSearchParams('q=boulangerie&typeAnnonce=vente&departement=2A&includeInactive=true'),
      today,
    );
    const saved = savedFiltersFromParams(paramsFromResults({ ...shown, page: 4 }, today));
    expect(saved.dateTo).toBeUndefined();
    const path = analyzerPathOf(saved);
    expect(path).toBe(
      '/analyzer?q=boulangerie&typeAnnonce=vente&departement=2A&includeInactive=true',
    );
    const reopened = resultsFromParams(new URLSearchParams(path.split('?')[1]), today);
    expect(reopened).toEqual({ ...shown, page: 1 });
  });

  it('open the plain analyzer for a search without filters', () => {
    expect(analyzerPathOf({})).toBe('/analyzer');
    expect(analyzerPathOf({ includeInactive: false, q: '' })).toBe('/analyzer');
  });
});
