import { toEnrichedData } from './company-data.mapper';

describe('toEnrichedData', () => {
  it('keeps every section present and says why an empty one is empty', () => {
    const data = toEnrichedData({ siren: '123456789', nom_complet: 'SOLO' });
    expect(Object.keys(data)).toEqual([
      'insee',
      'sirenBasic',
      'financial',
      'intellectualProperty',
      'siretSpecific',
    ]);
    expect(data.financial).toEqual({ available: false, reason: expect.any(String) });
    expect(data.intellectualProperty).toEqual({ available: false, reason: expect.any(String) });
    expect(data.siretSpecific).toEqual({ available: false, reason: expect.any(String) });
    expect(data.sirenBasic).toMatchObject({
      siren: '123456789',
      denomination: 'SOLO',
      dirigeants: [],
    });
  });

  it('orders the financial years latest first', () => {
    const data = toEnrichedData({
      siren: '123456789',
      finances: { '2021': { ca: 1, resultat_net: 0 }, '2023': { ca: 3, resultat_net: null } },
    });
    expect(data.financial).toEqual({
      available: true,
      currency: 'EUR',
      latest: { year: 2023, ca: 3, resultat_net: null },
      years: [
        { year: 2023, ca: 3, resultat_net: null },
        { year: 2021, ca: 1, resultat_net: 0 },
      ],
    });
  });
});
