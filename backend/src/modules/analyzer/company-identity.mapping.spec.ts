import { identityFieldsOf, identityView, isStillKept } from './company-identity.mapping';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('company identity mapping', () => {
  it('reads the identity from a result of recherche-entreprises', () => {
    expect(
      identityFieldsOf({
        siren: '880878145',
        activite_principale: '62.01Z',
        tranche_effectif_salarie: '11',
        date_creation: '2020-01-15',
        etat_administratif: 'C',
        siege: { siret: '88087814500017' },
        nombre_etablissements: 2,
        nombre_etablissements_ouverts: 0,
      }),
    ).toEqual({
      naf: '62.01Z',
      headcountRange: '11',
      createdOn: '2020-01-15',
      administrativeState: 'C',
      headOfficeSiret: '88087814500017',
      establishments: 2,
      openEstablishments: 0,
    });
  });

  it('gives null for what the API leaves out or gives in no known form', () => {
    expect(
      identityFieldsOf({
        siren: '880878145',
        activite_principale: ' ',
        date_creation: '15/01/2020',
        etat_administratif: 'F',
        siege: null,
        nombre_etablissements: -1,
      }),
    ).toEqual({
      naf: null,
      headcountRange: null,
      createdOn: null,
      administrativeState: null,
      headOfficeSiret: null,
      establishments: null,
      openEstablishments: null,
    });
  });

  it('keeps an identity 7 days', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(isStillKept({ fetchedAt: new Date(now - 7 * DAY_MS + 60_000) }, now)).toBe(true);
    expect(isStillKept({ fetchedAt: new Date(now - 7 * DAY_MS) }, now)).toBe(false);
  });

  it('shows the state in words, and nothing for a SIREN the register does not have', () => {
    const row = {
      isFound: true,
      naf: '62.01Z',
      headcountRange: null,
      createdOn: null,
      administrativeState: 'A' as const,
      headOfficeSiret: null,
      establishments: 1,
      openEstablishments: 1,
      fetchedAt: new Date('2026-11-27T12:00:00Z'),
    };
    expect(identityView(row)).toMatchObject({
      administrativeState: 'active',
      nafLabel: null,
      fetchedAt: '2026-11-27T12:00:00.000Z',
    });
    expect(identityView({ ...row, administrativeState: 'C' })?.administrativeState).toBe('closed');
    expect(identityView({ ...row, isFound: false })).toBeNull();
  });
});
