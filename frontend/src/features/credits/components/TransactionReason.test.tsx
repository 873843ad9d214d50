import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import i18n from '../../../shared/i18n/i18n';
import type { CreditTransaction } from '../api/credits-api';
import { TransactionReason } from './TransactionReason';

const row = (overrides: Partial<CreditTransaction>): CreditTransaction => ({
  id: 1,
  userId: 1,
  type: 'usage',
  code: 'record_consultation',
  params: {},
  amount: -1,
  balanceAfter: 9,
  description: 'Record consultation #82',
  reference: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function show(transaction: CreditTransaction) {
  const router = createMemoryRouter(
    [{ path: '/', element: <TransactionReason transaction={transaction} /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />).container;
}

const consultation = row({
  params: { recordId: 82, companyName: 'Boulangerie Dupont', siren: '123456789' },
});

describe('a ledger row says what it was for, in the reader’s language', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('names the company a consultation paid for, linked to its record, not an id', async () => {
    await i18n.changeLanguage('fr');
    const text = show(consultation);
    expect(text).toHaveTextContent('Consultation de la fiche Boulangerie Dupont');
    expect(text).not.toHaveTextContent('82');
    expect(screen.getByRole('link', { name: 'Boulangerie Dupont' })).toHaveAttribute(
      'href',
      '/analyzer/records/82',
    );
  });

  it('writes the same rows in English', async () => {
    await i18n.changeLanguage('en');
    show(consultation);
    expect(screen.getByRole('link', { name: 'Boulangerie Dupont' })).toHaveAttribute(
      'href',
      '/analyzer/records/82',
    );
    expect(show(row({ type: 'welcome', code: 'welcome', amount: 10 }))).toHaveTextContent(
      'Welcome credits',
    );
  });

  it.each([
    ['welcome', {}, 'Crédits de bienvenue', 'Welcome credits'],
    [
      'subscription_grant',
      { plan: 'Professionnel' },
      "Crédits de l'abonnement Professionnel",
      'Professionnel subscription credits',
    ],
    [
      'subscription_renewal',
      { plan: 'Entreprise' },
      "Crédits du renouvellement de l'abonnement Entreprise",
      'Entreprise subscription renewal credits',
    ],
    [
      'credit_purchase',
      { packCredits: 1000 },
      "Achat d'un pack de 1 000 crédits",
      'Purchase of a 1,000-credit pack',
    ],
    [
      'enrichment',
      { recordId: 5, companyName: 'Dupont SA', siren: '123456789' },
      'Enrichissement de Dupont SA (SIREN 123456789)',
      'Enrichment of Dupont SA (SIREN 123456789)',
    ],
    ['gift', {}, 'Crédits offerts', 'Credits offered'],
  ] as const)('translates %s', async (code, params, french, english) => {
    const transaction = row({ code, params, description: 'English text' });
    await i18n.changeLanguage('fr');
    expect(show(transaction).textContent?.replace(/\s/g, ' ')).toBe(french);
    await i18n.changeLanguage('en');
    expect(show(transaction).textContent).toBe(english);
  });

  it("shows an admin's adjustment as the reason the admin wrote", async () => {
    await i18n.changeLanguage('en');
    expect(
      show(row({ type: 'adjustment', code: 'adjustment', description: 'Geste commercial' })),
    ).toHaveTextContent('Geste commercial');
  });
});
