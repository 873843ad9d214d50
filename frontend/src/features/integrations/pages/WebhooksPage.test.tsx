import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { Webhook, WebhookDelivery } from '../api/webhooks-api';
import { WebhooksPage } from './WebhooksPage';

let api: ReturnType<typeof mockApi>;
let webhooks: Webhook[];

const entitlements = (hasWebhooks: boolean) =>
  api.json(200, {
    plan: hasWebhooks ? { id: 3, name: 'Entreprise' } : { id: 2, name: 'Professionnel' },
    recordLimit: null,
    analytics: 'advanced',
    export: true,
    apiAccess: hasWebhooks,
    webhooks: hasWebhooks,
    limits: { watches: null, savedSearchAlerts: null },
  });

const aWebhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 1,
  url: 'https://hooks.example.com/bodacc',
  events: ['notification.created'],
  createdAt: '2026-01-05T09:00:00.000Z',
  pausedAt: null,
  pauseReason: null,
  ...overrides,
});

const aDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 10,
  deliveryId: '0b7c7a52-7a7e-4d3e-9a8c-4d0f6a1b2c3d',
  event: 'notification.created',
  attempt: 1,
  state: 'delivered',
  statusCode: 200,
  error: null,
  durationMs: 42,
  createdAt: '2026-01-06T10:15:30.000Z',
  nextAttemptAt: null,
  payload: {} as WebhookDelivery['payload'],
  ...overrides,
});

const DELIVERIES = [
  aDelivery({ id: 12, attempt: 2, statusCode: 200 }),
  aDelivery({
    id: 11,
    attempt: 1,
    state: 'retrying',
    statusCode: 500,
    error: 'HTTP 500',
    nextAttemptAt: '2026-01-06T10:15:51.000Z',
  }),
];

beforeEach(() => {
  webhooks = [aWebhook()];
  api = mockApi();
  api.signIn();
  api.routes['GET /api/subscriptions/entitlements'] = entitlements(true);
  api.routes['GET /api/webhooks'] = () => jsonResponse(200, { webhooks });
  api.routes['GET /api/webhooks/1/deliveries?page=1&limit=10'] = api.json(200, {
    deliveries: DELIVERIES,
    meta: { page: 1, limit: 10, total: 2 },
  });
});

const render = () =>
  renderApp(
    [
      { path: '/settings/webhooks', element: <WebhooksPage /> },
      { path: '/subscriptions', element: <p>plans page</p> },
    ],
    '/settings/webhooks',
  );

describe('webhooks page', () => {
  it('says what webhooks do and which plan opens them, with no list when there is none', async () => {
    api.routes['GET /api/subscriptions/entitlements'] = entitlements(false);
    webhooks = [];
    render();
    const locked = await screen.findByTestId('webhooks-locked');
    expect(locked).toHaveTextContent('Les webhooks sont inclus dans la formule Entreprise');
    expect(locked).toHaveTextContent(/une requête HTTP signée par notification/);
    expect(within(locked).getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(screen.queryByRole('form', { name: 'Ajouter un webhook' })).toBeNull();
    await waitFor(() => expect(api.calledPaths()).toContain('GET /webhooks'));
    expect(screen.queryByRole('heading', { name: 'Vos webhooks' })).toBeNull();
  });

  it('keeps the webhooks made before a downgrade listed, with their log, to be deleted', async () => {
    api.routes['GET /api/subscriptions/entitlements'] = entitlements(false);
    render();
    await screen.findByTestId('webhooks-locked');
    const [card] = await screen.findAllByTestId('webhook-card');
    expect(card).toHaveTextContent('https://hooks.example.com/bodacc');
    expect(await within(card).findAllByTestId('delivery-row')).toHaveLength(2);
    expect(screen.getByText(/Votre formule n'inclut plus les webhooks/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Envoyer un test' })).toBeNull();
    expect(
      within(card).getByRole('button', {
        name: 'Supprimer le webhook https://hooks.example.com/bodacc',
      }),
    ).toBeInTheDocument();
  });

  it('says why a webhook is paused, and resumes it', async () => {
    webhooks = [aWebhook({ pausedAt: '2026-01-07T08:00:00.000Z', pauseReason: 'failing' })];
    api.routes['GET /api/webhooks/1/deliveries?page=1&limit=10'] = api.json(200, {
      deliveries: [
        aDelivery({
          id: 14,
          attempt: 4,
          state: 'skipped',
          statusCode: null,
          error: 'This webhook is paused',
        }),
      ],
      meta: { page: 1, limit: 10, total: 1 },
    });
    api.routes['PATCH /api/webhooks/1'] = () => {
      webhooks = [aWebhook()];
      return jsonResponse(200, { webhook: webhooks[0] });
    };
    render();
    const notice = await screen.findByTestId('webhook-paused');
    expect(notice).toHaveTextContent('Suspendu le 07/01/2026 après des échecs répétés');
    const [row] = await screen.findAllByTestId('delivery-row');
    expect(row).toHaveTextContent('Non envoyé');
    expect(row).toHaveTextContent('webhook suspendu');

    await userEvent.click(
      within(notice).getByRole('button', {
        name: 'Réactiver le webhook https://hooks.example.com/bodacc',
      }),
    );
    expect(await screen.findByText('Webhook réactivé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('webhook-paused')).toBeNull());
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ paused: false });
  });

  it('lists each webhook with its delivery log: time, status code, attempt', async () => {
    render();
    const [card] = await screen.findAllByTestId('webhook-card');
    expect(card).toHaveTextContent('https://hooks.example.com/bodacc');
    expect(card).toHaveTextContent('notification.created');
    expect(card).toHaveTextContent('créé le 05/01/2026');
    const rows = await within(card).findAllByTestId('delivery-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('delivery-status')).toHaveTextContent('200');
    expect(rows[0]).toHaveTextContent('n° 2');
    expect(within(rows[1]).getByTestId('delivery-status')).toHaveTextContent('500');
    expect(rows[1]).toHaveTextContent('Échec, nouvel essai prévu');
    expect(rows[1]).toHaveTextContent('HTTP 500');
  });

  it('adds a webhook and shows its secret once, with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.routes['POST /api/webhooks'] = (request) => {
      const webhook = aWebhook({ id: 2, url: (request.body as { url: string }).url });
      webhooks = [webhook, ...webhooks];
      return jsonResponse(201, { webhook, secret: 'whsec_abc123' });
    };
    api.routes['GET /api/webhooks/2/deliveries?page=1&limit=10'] = api.json(200, {
      deliveries: [],
      meta: { page: 1, limit: 10, total: 0 },
    });
    render();
    const form = await screen.findByRole('form', { name: 'Ajouter un webhook' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /URL de réception/ }),
      'https://crm.example.org/in',
    );
    expect(within(form).getByRole('checkbox', { name: /notification\.created/ })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));

    const secret = await screen.findByTestId('webhook-secret');
    expect(secret).toHaveTextContent('whsec_abc123');
    expect(secret).toHaveTextContent('Il ne sera plus jamais affiché');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      url: 'https://crm.example.org/in',
      events: ['notification.created'],
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'Copier le secret' }));
    expect(writeText).toHaveBeenCalledWith('whsec_abc123');
    expect(within(secret).getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('webhook-card')).toHaveLength(2));

    fireEvent.click(within(secret).getByRole('button', { name: /close|fermer/i }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('refuses what is not an http(s) URL, and says why the server refused one', async () => {
    api.routes['POST /api/webhooks'] = api.json(400, {
      statusCode: 400,
      message: 'This webhook address is not allowed',
      error: 'Bad Request',
      code: 'WEBHOOK_URL_NOT_ALLOWED',
    });
    render();
    const form = await screen.findByRole('form', { name: 'Ajouter un webhook' });
    const url = within(form).getByRole('textbox', { name: /URL de réception/ });
    await userEvent.type(url, 'ftp://files.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect(
      await within(form).findByText('Indiquez une URL complète commençant par http:// ou https://'),
    ).toBeInTheDocument();
    expect(api.calledPaths()).not.toContain('POST /webhooks');

    await userEvent.clear(url);
    await userEvent.type(url, 'http://169.254.169.254/latest');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect(await within(form).findByText(/Cette adresse n'est pas autorisée/)).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('sends a test and says what the server answered', async () => {
    api.routes['POST /api/webhooks/1/test'] = api.json(201, {
      delivery: aDelivery({ id: 13, event: 'webhook.test', statusCode: 204 }),
    });
    render();
    const [card] = await screen.findAllByTestId('webhook-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Envoyer un test' }));
    expect(await screen.findByText('Test reçu : votre serveur a répondu 204')).toBeInTheDocument();
    expect(api.calledPaths()).toContain('POST /webhooks/1/test');
  });

  it('deletes a webhook once confirmed', async () => {
    api.routes['DELETE /api/webhooks/1'] = () => {
      webhooks = [];
      return new Response(null, { status: 204 });
    };
    render();
    const [card] = await screen.findAllByTestId('webhook-card');
    await userEvent.click(
      within(card).getByRole('button', {
        name: 'Supprimer le webhook https://hooks.example.com/bodacc',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce webhook ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calledPaths()).not.toContain('DELETE /webhooks/1');

    await userEvent.click(
      within(card).getByRole('button', {
        name: 'Supprimer le webhook https://hooks.example.com/bodacc',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await screen.findByText("Aucun webhook pour l'instant.")).toBeInTheDocument();
    expect(api.calledPaths()).toContain('DELETE /webhooks/1');
  });

  it('speaks English', async () => {
    render();
    await screen.findAllByTestId('delivery-row');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Webhooks');
    expect(screen.getByRole('button', { name: 'Send a test' })).toBeInTheDocument();
    expect(screen.getByText('Failed, will retry')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a webhook' })).toBeInTheDocument();
  });
});
