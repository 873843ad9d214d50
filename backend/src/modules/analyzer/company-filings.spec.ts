import { filingsOf, isAccountsOverdue } from './company-filings';

const filed = (annonceId: string, date: string, dateCloture?: string) => ({
  annonceId,
  date,
  depot: { dateCloture, typeDepot: 'Comptes annuels et rapports' },
});

describe("a company's accounts filings", () => {
  it('lists the filings newest closing first, and skips notices that file nothing', () => {
    const filings = filingsOf([
      filed('C-2021', '2021-08-11', '2020-12-31'),
      { annonceId: 'B-1', date: '2022-11-23', depot: null },
      filed('C-2022', '2022-05-08', '2021-12-31'),
      filed('C-undated', '2023-01-05'),
    ]);
    expect(filings).toEqual([
      {
        closingDate: '2021-12-31',
        type: 'Comptes annuels et rapports',
        publishedAt: '2022-05-08',
        annonceId: 'C-2022',
      },
      {
        closingDate: '2020-12-31',
        type: 'Comptes annuels et rapports',
        publishedAt: '2021-08-11',
        annonceId: 'C-2021',
      },
      {
        closingDate: null,
        type: 'Comptes annuels et rapports',
        publishedAt: '2023-01-05',
        annonceId: 'C-undated',
      },
    ]);
  });

  it('says the accounts are overdue 18 months after the latest closing, for an active company', () => {
    const filings = filingsOf([filed('C-1', '2024-07-01', '2024-12-31')]);
    expect(isAccountsOverdue(filings, 'active', '2026-06-30')).toBe(false);
    expect(isAccountsOverdue(filings, 'active', '2026-07-01')).toBe(true);
    expect(isAccountsOverdue(filings, 'struck_off', '2026-07-01')).toBe(false);
    expect(isAccountsOverdue([], 'active', '2026-07-01')).toBe(false);
  });
});
