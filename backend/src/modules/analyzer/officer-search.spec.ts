import type { OfficerTerm } from './company-officers';
import { nameMatches, officersFound } from './officer-search';

const term = (
  name: string,
  role: string,
  since: string,
  until: string | null = null,
): OfficerTerm => ({
  name,
  role,
  since,
  until,
  annonceId: `A-${since}`,
});

describe('an officer found by name across companies', () => {
  it('matches each searched word as a word beginning, in any order, accents and case aside', () => {
    expect(nameMatches('oguz yet', 'YETIM Oguz')).toBe(true);
    expect(nameMatches('ÉLODIE', "D'HARCOURT Elodie")).toBe(true);
    expect(nameMatches('harc', "D'HARCOURT Elodie")).toBe(true);
    expect(nameMatches('court', "D'HARCOURT Elodie")).toBe(false);
    expect(nameMatches('yetim ayhan', 'YETIM Oguz')).toBe(false);
  });

  it('gathers one name across companies and roles, those in office first', () => {
    const found = officersFound(
      'yetim',
      new Map([
        [
          '111111111',
          [
            term('YETIM Oguz', 'Gérant', '2015-02-01', '2019-06-30'),
            term('KAYA Elif', 'Gérant', '2019-06-30'),
          ],
        ],
        ['222222222', [term('Yetim Oguz', 'Président', '2020-03-04')]],
        ['333333333', [term('YETIM Ali', 'Associé', '2010-01-01')]],
      ]),
    );
    expect(found).toEqual([
      {
        name: 'Yetim Oguz',
        companies: [
          { siren: '222222222', role: 'Président', since: '2020-03-04', until: null },
          { siren: '111111111', role: 'Gérant', since: '2015-02-01', until: '2019-06-30' },
        ],
      },
      {
        name: 'YETIM Ali',
        companies: [{ siren: '333333333', role: 'Associé', since: '2010-01-01', until: null }],
      },
    ]);
  });
});
