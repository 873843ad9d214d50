import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirect } from '../../../shared/browser/redirect';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { CreditTransaction } from '../api/credits-api';
import { CreditsPage } from './CreditsPage';

let api: ReturnType<typeof mockApi>;
const render = () => renderApp([{ path: '/credits', element: <CreditsPage /> }], '/credits');
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });
const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const PACKS = [
  { id: 'pack_100', name: '100 crédits', credits: 100, price: 999, currency: 'eur' },
  { id: 'pack_500', name: '500 crédits', credits: 500, price: 4495, currency: 'eur' },
  { id: 'pack_1000', name: '1000 crédits', credits: 1000, price: 7995, currency: 'eur' },
];

/** 12 transactions, newest first: the second page holds the 2 oldest. */
const HISTORY: CreditTransaction[] = Array.from({ length: 12 }, (_, index) => ({
  id: 12 - index,
  userId: 1,
  type: (['usage', 'adjustment', 'adjustment', 'gift'] as const)[index % 4],
  code: (['record_consultation', 'adjustment', 'adjustment', 'gift'] as const)[index % 4],
  params: index % 4 === 0 ? { recordId: 80 + index, companyName: `Société ${12 - index}` } : {},
  amount: [-1, 20, -5, 3][index % 4],
  balanceAfter: 100 - index,
  description: `Opération ${12 - index}`,
  reference: null,
  createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
}));
HISTORY[11] = {
  ...HISTORY[11],
  type: 'welcome',
  code: 'welcome',
  params: {},
  amount: 10,
  createdAt: '2026-11-01T08:00:00.000Z',
};

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/credits/balance'] = api.json(200, { balance: 110 });
  api.routes['GET /api/credits/packs'] = api.json(200, { packs: PACKS });
  api.routes['GET /api/subscriptions/usage'] = api.json(200, {
    usage: {
      month: '2026-11',
      plan: 'Entreprise',
      creditsUsed: 42,
      creditsIncluded: 1000,
      recordsOpened: 1510,
      recordLimit: null,
    },
  });
  for (const offset of [0, 10]) {
    api.routes[`GET /api/credits/transactions?limit=10&offset=${offset}`] = () =>
      jsonResponse(200, {
        transactions: HISTORY.slice(offset, offset + 10),
        pagination: { total: 12, limit: 10, offset, hasMore: offset === 0 },
      });
  }
});

describe('credits page', () => {
  it('shows the balance and the three packs priced in euros', async () => {
    render();
    expect(
      await within(screen.getByTestId('credit-balance')).findByText('110 crédits'),
    ).toBeInTheDocument();
    const prices = await Promise.all(
      PACKS.map(async (pack) => nbsp((await screen.findByTestId(`pack-${pack.id}`)).textContent)),
    );
    expect(prices[0]).toContain('100 crédits9,99 €');
    expect(prices[1]).toContain('500 crédits44,95 €');
    expect(prices[2]).toContain('1 000 crédits79,95 €');
  });

  it("shows the month's usage against the plan, from the server's figures", async () => {
    render();
    const usage = await screen.findByTestId('monthly-usage');
    expect(
      await within(usage).findByText('Ce mois-ci : 42 crédits utilisés sur 1 000 inclus', {
        normalizer: (text) => nbsp(text).trim(),
      }),
    ).toBeVisible();
    expect(
      within(usage).getByRole('progressbar', { name: 'Crédits utilisés ce mois-ci' }),
    ).toHaveAttribute('aria-valuenow', '4');
    expect(nbsp(usage.textContent)).toContain(
      '1 510 fiches consultées, illimitées avec la formule Entreprise',
    );
  });

  it('points an account without a plan to the free trial of the plans', async () => {
    api.routes['GET /api/subscriptions/usage'] = api.json(200, {
      usage: {
        month: '2026-11',
        plan: null,
        creditsUsed: 3,
        creditsIncluded: null,
        recordsOpened: 3,
        recordLimit: 0,
      },
    });
    render();
    const usage = await screen.findByTestId('monthly-usage');
    expect(await within(usage).findByText('Ce mois-ci : 3 crédits utilisés')).toBeVisible();
    expect(usage).toHaveTextContent('Sans formule, chaque fiche ouverte coûte 1 crédit.');
    expect(
      within(usage).getByRole('link', { name: 'Essayer une formule 14 jours gratuitement' }),
    ).toHaveAttribute('href', '/subscriptions');
  });

  it('buys a pack with the pack price in cents in euros, then goes to the payment page', async () => {
    const go = vi.spyOn(redirect, 'to').mockImplementation(() => undefined);
    api.routes['POST /api/payments/checkout/credits'] = api.json(200, {
      url: 'http://x/api/payments/test-checkout/1',
      checkoutUrl: 'http://x/api/payments/test-checkout/1',
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Acheter 500 crédits' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://x/api/payments/test-checkout/1'));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      packId: 'pack_500',
      amountInCents: 4495,
      currency: 'eur',
      credits: 500,
      description: '500 crédits',
    });
    for (const pack of ['100', '500', '1\u202f000'])
      expect(screen.getByRole('button', { name: `Acheter ${pack} crédits` })).toBeDisabled();
  });

  it('shows a refused purchase with its reason', async () => {
    api.routes['POST /api/payments/checkout/credits'] = api.json(400, {
      statusCode: 400,
      code: 'PACK_PRICE_MISMATCH',
      message: 'The amount or credits do not match the selected pack',
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Acheter 100 crédits' }));
    expect(
      await toastWith('Le montant ou le nombre de crédits ne correspond pas au pack choisi'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acheter 100 crédits' })).toBeEnabled();
  });

  it('lists the history 10 rows a page, with type labels by sign and signed amounts', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Historique des transactions' });
    await waitFor(() =>
      expect(within(table).getAllByTestId('credit-transaction')).toHaveLength(10),
    );
    const rows = within(table).getAllByTestId('credit-transaction');
    expect(rows[0]).toHaveTextContent('20/11/2026UtilisationConsultation de la fiche Société 12');
    expect(nbsp(rows[0].textContent)).toContain('-1100');
    expect(rows[1]).toHaveTextContent('AjustementOpération 11');
    expect(rows[1]).toHaveTextContent('+20');
    expect(rows[2]).toHaveTextContent('DéductionOpération 10');
    expect(rows[3]).toHaveTextContent('CadeauCrédits offerts');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByTestId('credit-transaction')).toHaveLength(2));
    expect(within(table).getAllByTestId('credit-transaction')[1]).toHaveTextContent(
      '01/11/2026BienvenueCrédits de bienvenue',
    );
    expect(api.calledPaths()).toContain('GET /credits/transactions?limit=10&offset=10');
  });

  it('says when the history cannot be fetched, with the fallback when the server gives no message', async () => {
    api.routes['GET /api/credits/transactions?limit=10&offset=0'] = () =>
      new Response('', { status: 500 });
    render();
    expect(
      await toastWith('Échec de la récupération des transactions de crédits'),
    ).toBeInTheDocument();
  });
});
