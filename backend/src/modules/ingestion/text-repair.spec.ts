import { repairDeep, repairMojibake } from './text-repair';

describe('mojibake repair', () => {
  it('repairs UTF-8 read as Windows-1252, and leaves other text alone', () => {
    expect(repairMojibake('SociÃ©tÃ© gÃ©nÃ©rale')).toBe('Société générale');
    expect(repairMojibake('lâ€™Ã©tat des crÃ©ances')).toBe('l’état des créances');
    expect(repairMojibake('Société générale')).toBe('Société générale');
    // A real "Ã" beside characters no mojibake makes: not a mojibake string.
    expect(repairMojibake('Ã© 日本')).toBe('Ã© 日本');
  });

  it('repairs the strings deep in a notice, copying only what it changes', () => {
    const clean = { adresse: { ville: 'Nîmes' }, activites: ['boulangerie'] };
    const notice = {
      personne: { denomination: 'CAFÃ‰ DES ARTS', adresse: clean.adresse },
      activites: clean.activites,
    };
    const repaired = repairDeep(notice);
    expect(repaired).toEqual({
      personne: { denomination: 'CAFÉ DES ARTS', adresse: { ville: 'Nîmes' } },
      activites: ['boulangerie'],
    });
    expect(notice.personne.denomination).toBe('CAFÃ‰ DES ARTS');
    expect(repaired.personne.adresse).toBe(clean.adresse);
    expect(repaired.activites).toBe(clean.activites);
    expect(repairDeep(clean)).toBe(clean);
    expect(repairDeep([['ok'], ['Ã©tÃ©']])).toEqual([['ok'], ['été']]);
  });
});
