import { searchTermsOf } from './search-terms';

describe('searchTermsOf', () => {
  it('splits words and drops empty ones', () => {
    expect(searchTermsOf('  liquidation   Lyon ')).toEqual(['liquidation', 'Lyon']);
  });

  it('joins a SIREN typed in groups of three', () => {
    expect(searchTermsOf('880 878 145')).toEqual(['880878145']);
    expect(searchTermsOf('Ganymède 880 878 145 Paris')).toEqual(['Ganymède', '880878145', 'Paris']);
  });

  it('searches the SIREN of a SIRET, typed whole or in groups', () => {
    expect(searchTermsOf('88087814500012')).toEqual(['880878145']);
    expect(searchTermsOf('880 878 145 00012')).toEqual(['880878145']);
  });

  it('keeps a postcode and other numbers as they are', () => {
    expect(searchTermsOf('75008 12')).toEqual(['75008', '12']);
  });

  it('searches ten words at most', () => {
    expect(searchTermsOf('a b c d e f g h i j k l')).toHaveLength(10);
  });
});
