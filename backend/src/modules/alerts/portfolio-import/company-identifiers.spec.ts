import {
  identifierColumnOfContent,
  identifierColumnOfHeader,
  passesLuhn,
  sirenOfCell,
} from './company-identifiers';

describe('a portfolio line as a SIREN', () => {
  it('checks SIRENs by Luhn, spaces and dots aside', () => {
    expect(passesLuhn('552100554')).toBe(true);
    expect(sirenOfCell('552 100 554')).toEqual({ siren: '552100554' });
    expect(sirenOfCell(' 552.100.554 ')).toEqual({ siren: '552100554' });
    expect(sirenOfCell('552100555')).toEqual({ reason: 'checksum' });
    expect(sirenOfCell('55210055')).toEqual({ reason: 'wrong_length' });
    expect(sirenOfCell('ACME SAS')).toEqual({ reason: 'not_a_number' });
    expect(sirenOfCell('  ')).toEqual({ reason: 'empty' });
  });

  it('gives the SIREN of a SIRET, La Poste included', () => {
    expect(sirenOfCell('552 100 554 00013')).toEqual({ siren: '552100554' });
    expect(sirenOfCell('55210055400014')).toEqual({ reason: 'checksum' });
    // A La Poste establishment: its digits sum to a multiple of 5, not Luhn.
    expect(sirenOfCell('35600000000010')).toEqual({ siren: '356000000' });
    expect(sirenOfCell('35600000012345')).toEqual({ reason: 'checksum' });
  });

  it('finds the column by its header, else by its content', () => {
    expect(identifierColumnOfHeader(['Raison sociale', 'N° SIREN', 'Ville'])).toBe(1);
    expect(identifierColumnOfHeader(['Client', 'siret'])).toBe(1);
    expect(identifierColumnOfHeader(['Client', '552100554'])).toBe(-1);
    expect(
      identifierColumnOfContent([
        ['ACME', '552100554', '75'],
        ['DUPONT', '880878145', '13'],
      ]),
    ).toBe(1);
  });
});
