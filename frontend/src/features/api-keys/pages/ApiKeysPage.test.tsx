import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { ApiKey } from '../api/api-keys-api';
import { ApiKeysPage } from './ApiKeysPage';

const SECRET = 'bda_live_k3Xq9Zabcdefghijklmnopqrstuvwxyz0123456789AB';

const aKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Synchronisation CRM',
  prefix: 'bda_live_Ab12Cd',
  createdAt: '2026-01-05T09:30:00.000Z',
  lastUsedAt: '2026-01-06T14:05:00.000Z',
  ...overrides,
});

const entitlements = (apiAccess: boolean) =>
  jsonResponse(200, {
    plan: apiAccess ? { id: 3, name: 'Entreprise' } : { id: 2, name: 'Professionnel' },
    recordLimit: apiAccess ? null : 500,
    analytics: 'advanced',
    export: true,
    apiAccess,
    webhooks: apiAccess,
    limits: { watches: 250, savedSearchAlerts: 10 },
  });

let api: ReturnType<typeof mockApi>;
let keys: ApiKey[];

beforeEach(() => {
  keys = [aKey(), aKey({ id: 2, name: 'Tableur', prefix: 'bda_live_Zz99Yy', lastUsedAt: null })];
  api = mockApi();
  api.signIn();
  api.routes['GET /api/subscriptions/entitlements'] = () => entitlements(true);
  api.routes['GET /api/api-keys'] = () => jsonResponse(200, { apiKeys: keys });
});

const render = () =>
  renderApp(
    [
      { path: '/settings/api-keys', element: <ApiKeysPage /> },
      { path: '/subscriptions', element: <p>plans page</p> },
    ],
    '/settings/api-keys',
  );

describe('API keys page', () => {
  it('lists each key by name and first characters, when made and last used', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: "Clés d'API" })).toBeVisible();
    const [crm, sheet] = await screen.findAllByTestId('api-key-row');
    expect(crm).toHaveTextContent('Synchronisation CRM');
    expect(crm).toHaveTextContent('bda_live_Ab12Cd…');
    expect(crm).toHaveTextContent(/05\/01\/2026 \d\d:30/);
    expect(crm).toHaveTextContent(/06\/01\/2026 \d\d:05/);
    expect(sheet).toHaveTextContent('Jamais utilisée');
    // How to use a key, against this server.
    expect(await screen.findByTestId('api-usage-example')).toHaveTextContent(
      'curl -H "Authorization: Bearer $KEY"',
    );
    expect(screen.getByTestId('api-usage-example')).toHaveTextContent(
      `${window.location.origin}/api/analyzer/records?q=`,
    );
  });

  it('creates a key and shows its secret once, with a copy button and a warning', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created = aKey({ id: 3, name: 'Scripts', prefix: SECRET.slice(0, 15), lastUsedAt: null });
    api.routes['POST /api/api-keys'] = () => {
      keys = [created, ...keys];
      return jsonResponse(201, { apiKey: created, secret: SECRET });
    };
    render();
    await userEvent.type(await screen.findByLabelText(/Nom de la clé/), '  Scripts ');
    await userEvent.click(screen.getByRole('button', { name: 'Créer une clé' }));

    const dialog = await screen.findByRole('dialog', { name: 'Clé « Scripts » créée' });
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Scripts' });
    expect(within(dialog).getByTestId('api-key-secret')).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent('elle ne sera plus jamais affichée');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier la clé' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(dialog).findByRole('button', { name: 'Copiée' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: "J'ai copié ma clé" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(3));
    expect(screen.getAllByTestId('api-key-row')[0]).toHaveTextContent('Scripts');
  });

  it('asks for a name before asking the server', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Créer une clé' }));
    expect(await screen.findByText('Donnez un nom à la clé')).toBeVisible();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('revokes a key once confirmed', async () => {
    const revoked: string[] = [];
    api.routes['DELETE /api/api-keys/2'] = (request) => {
      revoked.push(request.url);
      keys = keys.filter((key) => key.id !== 2);
      return new Response(null, { status: 204 });
    };
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Révoquer la clé Tableur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Révoquer la clé « Tableur » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(revoked).toEqual([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Révoquer la clé Tableur' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Révoquer' }),
    );
    expect(await screen.findByText('Clé « Tableur » révoquée')).toBeVisible();
    expect(revoked).toEqual(['/api/api-keys/2']);
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(1));
  });

  it('without API access in the plan, says what it does and which plan opens it', async () => {
    keys = [];
    api.routes['GET /api/subscriptions/entitlements'] = () => entitlements(false);
    render();
    const locked = await screen.findByTestId('api-access-locked');
    expect(locked).toHaveTextContent("L'accès API est inclus dans la formule Entreprise.");
    expect(within(locked).getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(screen.queryByRole('button', { name: 'Créer une clé' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('api-usage-example')).not.toBeInTheDocument();
  });

  it('after a downgrade, still lists the keys so they can be revoked', async () => {
    api.routes['GET /api/subscriptions/entitlements'] = () => entitlements(false);
    render();
    await screen.findByTestId('api-access-locked');
    expect(await screen.findAllByTestId('api-key-row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Révoquer la clé Tableur' })).toBeEnabled();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    api.routes['GET /api/subscriptions/entitlements'] = () => entitlements(false);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    expect(await screen.findByTestId('api-access-locked')).toHaveTextContent(
      'API access is included in the Entreprise plan.',
    );
  });
});
