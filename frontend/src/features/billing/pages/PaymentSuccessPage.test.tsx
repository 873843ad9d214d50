import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { aSubscription } from '../test-fixtures';
import { PaymentSuccessPage } from './PaymentSuccessPage';

let api: ReturnType<typeof mockApi>;
const render = (type: string) =>
  renderApp(
    [{ path: '/payment/success', element: <PaymentSuccessPage /> }],
    `/payment/success?type=${type}`,
  );

beforeEach(() => {
  api = mockApi();
});

describe('payment success page', () => {
  it('after 2 s refreshes the subscriptions and the balance, then offers to continue', async () => {
    api.signIn();
    api.routes['GET /api/subscriptions/user'] = api.json(200, { subscriptions: [aSubscription()] });
    api.routes['GET /api/subscriptions/current'] = api.json(200, { subscription: aSubscription() });
    api.routes['GET /api/credits/balance'] = api.json(200, { balance: 60 });
    const { queryClient } = render('subscription');
    expect(screen.getByText('Confirmation de votre paiement…')).toBeInTheDocument();
    const started = Date.now();
    const link = await screen.findByRole('link', { name: 'Continuer' }, { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(link).toHaveAttribute('href', '/subscriptions');
    expect(api.calledPaths().sort()).toEqual([
      'GET /credits/balance',
      'GET /subscriptions/current',
      'GET /subscriptions/user',
    ]);
    expect(queryClient.getQueryData(['credits', 'balance'])).toBe(60);
  });

  it('names what could not be refreshed', async () => {
    api.signIn();
    api.routes['GET /api/subscriptions/user'] = api.json(200, { subscriptions: [] });
    api.routes['GET /api/subscriptions/current'] = api.json(200, { subscription: null });
    render('credit');
    expect(
      await screen.findByText("Impossible d'actualiser le solde de crédits", undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/credits');
  });

  it('refreshes nothing for a signed-out visitor', async () => {
    render('other');
    expect(
      await screen.findByRole('link', { name: 'Continuer' }, { timeout: 4000 }),
    ).toHaveAttribute('href', '/analyzer');
    expect(api.calledPaths()).toEqual([]);
  });
});
