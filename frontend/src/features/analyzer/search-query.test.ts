import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../shared/api';
import { buildRecordQuery, defaultFilters } from './search-query';

describe('record search query', () => {
  it('defaults to every type from 2000-01-01 to today, active companies only', () => {
    expect(defaultFilters(new Date(2026, 10, 22))).toEqual({
      searchQuery: '',
      fromDate: '2000-01-01',
      toDate: '2026-11-22',
      types: [],
      departements: [],
      tribunal: '',
      siren: '',
      statuses: [],
      judgments: [],
      includeInactive: false,
    });
  });

  it('leaves empty values out and comma-joins the types', () => {
    const query = buildRecordQuery(
      {
        ...defaultFilters(),
        searchQuery: '  société  ',
        fromDate: '',
        toDate: '2024-12-31',
        types: ['vente', 'collective'],
        tribunal: '  ',
      },
      3,
    );
    expect(query).toEqual({
      page: 3,
      limit: 10,
      q: 'société',
      dateTo: '2024-12-31',
      typeAnnonce: 'vente,collective',
    });
    expect(buildUrl('/api', '/analyzer/records', query)).toBe(
      '/api/analyzer/records?page=3&limit=10&q=soci%C3%A9t%C3%A9&dateTo=2024-12-31&typeAnnonce=vente%2Ccollective',
    );
  });

  it('sends the departments comma-joined, the court trimmed and the SIREN as 9 digits', () => {
    const filters = {
      ...defaultFilters(new Date(2026, 0, 1)),
      departements: ['75', '2A', '971'],
      tribunal: ' Créteil ',
      siren: '880 878 145',
    };
    expect(buildUrl('/api', '/analyzer/records', buildRecordQuery(filters, 1))).toBe(
      '/api/analyzer/records?page=1&limit=10&dateFrom=2000-01-01&dateTo=2026-01-01&departement=75%2C2A%2C971&tribunal=Cr%C3%A9teil&siren=880878145',
    );
  });

  it('sends includeInactive only when asked', () => {
    const filters = { ...defaultFilters(new Date(2026, 0, 1)), includeInactive: true };
    expect(buildRecordQuery(filters, 1)).toEqual({
      page: 1,
      limit: 10,
      dateFrom: '2000-01-01',
      dateTo: '2026-01-01',
      includeInactive: true,
    });
  });
});
