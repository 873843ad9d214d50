import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { AdminUser } from '../api/admin-api';
import { AdminUsersPage } from './AdminUsersPage';

let api: ReturnType<typeof mockApi>;
const render = () =>
  renderApp([{ path: '/admin/users', element: <AdminUsersPage /> }], '/admin/users');
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });
const listUrl = (page: number, search = '') =>
  `GET /api/admin/usermanagement?page=${page}&limit=10${search ? `&search=${search}` : ''}`;

const anUser = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email: `user${id}@example.com`,
  fullName: `Utilisateur ${id}`,
  role: 'user',
  isVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

let people: AdminUser[];
const page = (users: AdminUser[], pageNumber: number, totalPages: number) =>
  api.json(200, { users, page: pageNumber, limit: 10, totalPages, totalItems: totalPages * 10 });

beforeEach(() => {
  api = mockApi();
  api.signIn();
  people = [
    anUser(1, { fullName: 'Ada Lovelace', role: 'admin' }),
    anUser(2, { fullName: 'Hélène Boucher', isVerified: false }),
  ];
  api.routes[listUrl(1)] = () =>
    jsonResponse(200, { users: people, page: 1, limit: 10, totalPages: 2, totalItems: 12 });
  api.routes[listUrl(2)] = page([anUser(11), anUser(12)], 2, 2);
  api.routes['GET /api/admin/usermanagement/2'] = api.json(200, {
    user: { ...people[1], creditBalance: 10 },
  });
  for (const id of [1, 2])
    api.routes[`GET /api/admin/usermanagement/${id}/grants`] = api.json(200, { grants: [] });
});

describe('admin users', () => {
  it('lists users with the spec columns, role labels and verified badges', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Gestion des Utilisateurs' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Liste des Utilisateurs' })).toBeVisible();
    expect(screen.getByLabelText('Chargement des utilisateurs…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Liste des Utilisateurs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Nom Complet', 'Email', 'Rôle', 'Vérifié', 'Actions']);
    const [ada, helene] = within(table).getAllByTestId('user-row');
    expect(ada).toHaveTextContent('1Ada Lovelaceuser1@example.comAdministrateurVérifié');
    expect(helene).toHaveTextContent('2Hélène Boucheruser2@example.comUtilisateurNon Vérifié');
    const badges = within(table).getAllByTestId('verified-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Vérifié', 'Non Vérifié']);
    // Green for verified, yellow for not verified.
    expect(getComputedStyle(badges[0]).backgroundColor).toBe('rgb(220, 252, 231)');
    expect(getComputedStyle(badges[1]).backgroundColor).toBe('rgb(254, 249, 195)');
    expect(within(table).getAllByRole('button', { name: /^Modifier / })).toHaveLength(2);
  });

  it('searches on Enter and on the button, going back to page 1 each time', async () => {
    api.routes[listUrl(1, 'helene')] = page([people[1]], 1, 1);
    api.routes[listUrl(1, 'ada')] = page([people[0]], 1, 1);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('Utilisateur 12');

    const box = screen.getByPlaceholderText('Rechercher un utilisateur...');
    await userEvent.type(box, 'helene');
    expect(api.calledPaths()).not.toContain('GET /admin/usermanagement?page=1&limit=10&search=h');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(screen.getByTestId('user-row')).toHaveTextContent('Hélène Boucher');
    expect(api.calledPaths().at(-1)).toBe(
      'GET /admin/usermanagement?page=1&limit=10&search=helene',
    );

    await userEvent.clear(box);
    await userEvent.type(box, 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.getByTestId('user-row')).toHaveTextContent('Ada Lovelace'));
    expect(api.calledPaths().at(-1)).toBe('GET /admin/usermanagement?page=1&limit=10&search=ada');
  });

  it("says 'Aucun utilisateur trouvé' when nothing matches", async () => {
    api.routes[listUrl(1, 'zzz')] = page([], 1, 0);
    render();
    await userEvent.type(
      await screen.findByPlaceholderText('Rechercher un utilisateur...'),
      'zzz{Enter}',
    );
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeVisible();
  });

  it('shows an error text and a toast when the list cannot be loaded', async () => {
    api.routes[listUrl(1)] = () => new Response('', { status: 500 });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Échec de la récupération des utilisateurs',
    );
    expect(await toastWith('Échec de la récupération des utilisateurs')).toBeInTheDocument();
  });

  it('edits name, role and verified flag, then reloads the list, closes and confirms', async () => {
    let sent: MockedRequest | undefined;
    api.routes['PUT /api/admin/usermanagement/2'] = (request) => {
      sent = request;
      people[1] = { ...people[1], fullName: 'Hélène Dutrieu', role: 'admin', isVerified: true };
      return jsonResponse(200, { success: true, user: people[1] });
    };
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Hélène Boucher' }));
    const dialog = await screen.findByRole('dialog', { name: /Modifier l'utilisateur/ });
    expect(await within(dialog).findByText('Solde actuel : 10 crédits')).toBeVisible();

    const name = within(dialog).getByLabelText('Nom complet');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hélène Dutrieu');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rôle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrateur' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Email vérifié' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await toastWith('Utilisateur mis à jour avec succès')).toBeInTheDocument();
    expect(sent?.body).toEqual({ fullName: 'Hélène Dutrieu', role: 'admin', is_verified: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findAllByTestId('user-row'))[1];
    await waitFor(() =>
      expect(row).toHaveTextContent('Hélène Dutrieuuser2@example.comAdministrateurVérifié'),
    );
    expect(
      api.calledPaths().filter((path) => path === listUrl(1).replace('/api', '')),
    ).toHaveLength(2);
  });

  it('refuses an adjustment without amount or reason, in French and in English', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Hélène Boucher' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Montant'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajuster les crédits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le montant et le motif sont requis',
    );
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Amount and reason are required'),
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adjusts credits and shows the new balance', async () => {
    let sent: MockedRequest | undefined;
    api.routes['POST /api/admin/usermanagement/2/credits'] = (request) => {
      sent = request;
      return jsonResponse(200, { success: true, balance: 25 });
    };
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Hélène Boucher' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Montant'), '+15');
    await userEvent.type(within(dialog).getByLabelText('Motif'), 'Geste commercial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajuster les crédits' }));
    expect(await toastWith('Crédits ajustés avec succès. Nouveau solde : 25')).toBeInTheDocument();
    expect(sent?.body).toEqual({ amount: 15, description: 'Geste commercial' });
    expect(within(dialog).getByTestId('admin-credit-balance')).toHaveTextContent(
      'Solde actuel : 25 crédits',
    );
    expect(within(dialog).getByLabelText('Montant')).toHaveValue('');
  });

  it('explains a refused deduction and a refused self-demotion', async () => {
    api.routes['POST /api/admin/usermanagement/2/credits'] = api.json(409, {
      statusCode: 409,
      code: 'ADJUSTMENT_EXCEEDS_BALANCE',
      message: 'The account does not hold that many credits to remove',
      balance: 12,
    });
    api.routes['GET /api/admin/usermanagement/1'] = api.json(200, {
      user: { ...people[0], creditBalance: 0 },
    });
    api.routes['PUT /api/admin/usermanagement/1'] = api.json(403, {
      statusCode: 403,
      code: 'CANNOT_DEMOTE_SELF',
      message: 'You cannot remove your own administrator role',
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Hélène Boucher' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Montant'), '-50');
    await userEvent.type(within(dialog).getByLabelText('Motif'), 'Erreur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajuster les crédits' }));
    expect(
      await toastWith("Ce compte n'a que 12 crédits : vous ne pouvez pas en retirer 50"),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Ada Lovelace' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Rôle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Utilisateur' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await toastWith("Vous ne pouvez pas retirer votre propre rôle d'administrateur"),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
