import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirect } from '../../../shared/browser/redirect';
import { jsonResponse, renderApp } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import { aSubscription, CATALOGUE_PLANS, PLANS } from '../test-fixtures';
import { SubscriptionsPage } from './SubscriptionsPage';

let api: ReturnType<typeof mockApi>;
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();
const render = () =>
  renderApp([{ path: '/subscriptions', element: <SubscriptionsPage /> }], '/subscriptions');
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/subscriptions/plans'] = api.json(200, { plans: CATALOGUE_PLANS });
  api.routes['GET /api/subscriptions/current'] = api.json(200, { subscription: null });
  api.routes['GET /api/subscriptions/user'] = api.json(200, { subscriptions: [] });
  api.routes['GET /api/credits/balance'] = api.json(200, { balance: 10 });
});

describe('subscriptions page', () => {
  it('loads plans, current subscription, the user’s subscriptions, then the balance — in that order', async () => {
    render();
    expect(
      await screen.findByRole('link', { name: 'Solde : 10 crédits' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/credits');
    expect(api.calledPaths()).toEqual([
      'GET /subscriptions/plans',
      'GET /subscriptions/current',
      'GET /subscriptions/user',
      'GET /credits/balance',
    ]);
    expect(screen.getByText("Vous n'avez aucun abonnement pour le moment.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "S'abonner à la formule Débutant" })).toBeEnabled();
  });

  it('shows one toast when the subscription information cannot be loaded', async () => {
    api.routes['GET /api/subscriptions/current'] = api.json(500, {
      statusCode: 500,
      message: 'boom',
    });
    render();
    expect(
      await toastWith("Impossible de charger les informations d'abonnement"),
    ).toBeInTheDocument();
    expect(api.calledPaths()).toEqual(['GET /subscriptions/plans', 'GET /subscriptions/current']);
    const mine = screen.getByRole('region', { name: 'Vos abonnements' });
    expect(within(mine).getByRole('alert')).toHaveTextContent(
      "Impossible de charger les informations d'abonnement",
    );
  });

  it('subscribes through a checkout session and goes to the payment page', async () => {
    const go = vi.spyOn(redirect, 'to').mockImplementation(() => undefined);
    api.routes['POST /api/payments/checkout/subscription'] = api.json(200, {
      url: 'http://localhost/api/payments/test-checkout/abc',
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: "S'abonner à la formule Débutant" }),
    );
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/api/payments/test-checkout/abc'),
    );
    expect(
      api.requests.find((request) => request.url.endsWith('/checkout/subscription'))?.body,
    ).toEqual({
      planId: 1,
    });
  });

  it("shows the server's reason when the checkout is refused, else the fallback", async () => {
    api.routes['POST /api/payments/checkout/subscription'] = api.json(409, {
      statusCode: 409,
      code: 'SUBSCRIPTION_ALREADY_ACTIVE',
      message: 'You already have an active subscription',
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: "S'abonner à la formule Entreprise" }),
    );
    expect(await toastWith('Vous avez déjà un abonnement actif')).toBeInTheDocument();

    api.routes['POST /api/payments/checkout/subscription'] = () =>
      new Response('', { status: 502 });
    await userEvent.click(
      screen.getByRole('button', { name: "S'abonner à la formule Entreprise" }),
    );
    expect(await toastWith('Échec de la création de la session de paiement')).toBeInTheDocument();
  });

  it('lists subscriptions with status labels, disables subscribing, and cancels after confirmation', async () => {
    let subscription = aSubscription();
    api.routes['GET /api/subscriptions/current'] = () => jsonResponse(200, { subscription });
    api.routes['GET /api/subscriptions/user'] = () =>
      jsonResponse(200, {
        subscriptions: [subscription, aSubscription({ id: 3, status: 'expired', plan: PLANS[2] })],
      });
    api.routes['POST /api/subscriptions/7/cancel'] = () => {
      subscription = { ...subscription, status: 'canceled' };
      return jsonResponse(200, { success: true, subscription });
    };
    render();

    const table = await screen.findByRole('table', { name: 'Vos abonnements' });
    const [, active, expired] = within(table).getAllByRole('row');
    expect(active).toHaveTextContent('DébutantActif22/11/202622/12/2026Annuler');
    expect(expired).toHaveTextContent('EntrepriseExpiré');
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Formule actuelle : Débutant' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /S'abonner/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-change-notice')).toHaveTextContent(
      "une formule supérieure s'applique tout de suite",
    );

    await userEvent.click(
      within(active).getByRole('button', { name: "Annuler l'abonnement Débutant" }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("jusqu'à la fin de la période de facturation, le 22/12/2026");
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));

    expect(
      await toastWith(
        "Abonnement Débutant annulé. Votre accès reste actif jusqu'à la fin de la période.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(active).toHaveTextContent('Annulé'));
    expect(within(active).queryByRole('button')).not.toBeInTheDocument();
    // Still running until its period ends: no new checkout, but the plan can be taken back.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Reprendre cette formule : Débutant' }),
      ).toBeEnabled(),
    );
    expect(screen.getByTestId('plan-change-notice')).toHaveTextContent(
      "Votre abonnement annulé reste actif jusqu'au 22/12/2026.",
    );
  });

  it('upgrades after saying what is charged, then shows the new plan', async () => {
    let subscription = aSubscription({ trialEndsAt: '2099-01-01T00:00:00.000Z' });
    api.routes['GET /api/subscriptions/current'] = () => jsonResponse(200, { subscription });
    api.routes['GET /api/subscriptions/user'] = () =>
      jsonResponse(200, { subscriptions: [subscription] });
    let requested: unknown;
    api.routes['POST /api/subscriptions/7/change-plan'] = (request) => {
      requested = request.body;
      subscription = { ...subscription, subscriptionPlanId: 3, plan: PLANS[2] };
      return jsonResponse(200, { success: true, subscription });
    };
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Passer à cette formule : Entreprise' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Passer à la formule Entreprise ?',
    });
    expect(dialog).toHaveTextContent('sans frais pendant votre essai gratuit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await toastWith('Vous êtes passé à la formule Entreprise.')).toBeInTheDocument();
    expect(requested).toEqual({ planId: 3 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Formule actuelle : Entreprise' })).toBeDisabled(),
    );
  });

  it('says in good French what an upgrade outside the trial charges, and the balance with its thousands', async () => {
    const subscription = aSubscription({ trialEndsAt: null });
    api.routes['GET /api/subscriptions/current'] = api.json(200, { subscription });
    api.routes['GET /api/subscriptions/user'] = api.json(200, { subscriptions: [subscription] });
    api.routes['GET /api/credits/balance'] = api.json(200, { balance: 1510 });
    render();
    // The page reads four routes in turn: on a busy machine this takes more than the default second.
    expect(
      await screen.findByText('Solde : 1 510 crédits', { normalizer: spaces }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Passer à cette formule : Entreprise' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Passer à la formule Entreprise ?',
    });
    expect(dialog).toHaveTextContent(
      'vos crédits du mois sont complétés jusqu’au niveau de la formule Entreprise.',
    );
    expect(dialog).not.toHaveTextContent('ceux de Entreprise');
  });

  it('keeps the dialog open and shows the fallback when cancelling fails', async () => {
    api.routes['GET /api/subscriptions/user'] = api.json(200, { subscriptions: [aSubscription()] });
    api.routes['POST /api/subscriptions/7/cancel'] = () =>
      new Response('', { status: 500, statusText: '' });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: "Annuler l'abonnement Débutant" }),
    );
    await userEvent.click(await screen.findByRole('button', { name: "Confirmer l'annulation" }));
    expect(await toastWith("Échec de l'annulation de l'abonnement")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
