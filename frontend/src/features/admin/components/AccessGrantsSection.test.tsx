import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { AccessGrant, AdminUser } from '../api/admin-api';
import { EditUserDialog } from './EditUserDialog';

const GRANTS = 'GET /api/admin/usermanagement/2/grants';
const ADD = 'POST /api/admin/usermanagement/2/grants';

const user: AdminUser = {
  id: 2,
  email: 'helene@example.com',
  fullName: 'Hélène Boucher',
  role: 'user',
  isVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const aGrant = (id: number, overrides: Partial<AccessGrant> = {}): AccessGrant => ({
  id,
  departements: null,
  types: null,
  from: null,
  createdAt: '2026-02-03T10:00:00.000Z',
  ...overrides,
});

let api: ReturnType<typeof mockApi>;
let grants: AccessGrant[];

const render = async () => {
  renderApp(
    [{ path: '/', element: <EditUserDialog user={user} onClose={() => undefined} /> }],
    '/',
  );
  const dialog = await screen.findByRole('dialog', { name: /Modifier l'utilisateur/ });
  return within(dialog).getByRole('region', { name: 'Accès au catalogue' });
};
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });
const rowTexts = () => screen.queryAllByTestId('grant-row').map((row) => row.textContent);

beforeEach(() => {
  api = mockApi();
  api.signIn();
  grants = [];
  api.routes['GET /api/admin/usermanagement/2'] = api.json(200, {
    user: { ...user, creditBalance: 10 },
  });
  api.routes[GRANTS] = () => jsonResponse(200, { grants });
});

describe('access grants in the user dialog', () => {
  it('lists each grant in words, in French and in English', async () => {
    grants = [
      aGrant(1, {
        departements: ['75', '69'],
        types: ['collective', 'radiation'],
        from: '2026-01-01',
      }),
      aGrant(2, { departements: ['2A'] }),
      aGrant(3, { from: '2025-06-15' }),
    ];
    const section = await render();
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
    expect(rowTexts()).toEqual([
      'Départements 75 — Paris, 69 — Rhône · Procédure collective, Radiation · depuis le 01/01/2026Accordé le 03/02/2026',
      'Département 2A — Corse-du-SudAccordé le 03/02/2026',
      'Tout le catalogue · depuis le 15/06/2025Accordé le 03/02/2026',
    ]);
    expect(within(section).getByText(/annonces présentes et futures/)).toBeVisible();

    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(rowTexts()[0]).toBe(
        'Departments 75 — Paris, 69 — Rhône · Collective proceedings, Deregistration · from 01/01/2026Granted on 03/02/2026',
      ),
    );
  });

  it('says when no access is granted', async () => {
    const section = await render();
    expect(await within(section).findByText('Aucun accès accordé.')).toBeVisible();
  });

  it('keeps "Ajouter l\'accès" disabled until a criterion is chosen', async () => {
    const section = await render();
    const add = within(section).getByRole('button', { name: "Ajouter l'accès" });
    expect(add).toBeDisabled();
    expect(within(section).getByText('Choisissez au moins un critère.')).toBeVisible();
    await userEvent.type(within(section).getByLabelText('Publiées depuis le'), '2026-01-01');
    expect(add).toBeEnabled();
    await userEvent.clear(within(section).getByLabelText('Publiées depuis le'));
    expect(add).toBeDisabled();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds a grant with only the criteria chosen, then lists it and empties the form', async () => {
    let sent: MockedRequest | undefined;
    api.routes[ADD] = (request) => {
      sent = request;
      const grant = aGrant(7, { departements: ['75', '971'], types: ['radiation'] });
      grants = [grant];
      return jsonResponse(201, { grant });
    };
    const section = await render();
    await within(section).findByText('Aucun accès accordé.');

    const departements = within(section).getByRole('combobox', { name: 'Départements' });
    await userEvent.type(departements, 'paris');
    await userEvent.click(await screen.findByRole('option', { name: '75 — Paris' }));
    await userEvent.clear(departements);
    await userEvent.type(departements, 'guadel');
    await userEvent.click(await screen.findByRole('option', { name: '971 — Guadeloupe' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(section).getByRole('combobox', { name: "Types d'annonce" }));
    await userEvent.click(await screen.findByRole('option', { name: 'Radiation' }));
    await userEvent.keyboard('{Escape}');
    expect(within(section).getByTitle('75 — Paris')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: "Ajouter l'accès" }));

    expect(await toastWith('Accès ajouté')).toBeInTheDocument();
    expect(sent?.body).toEqual({ departements: ['75', '971'], types: ['radiation'] });
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        'Départements 75 — Paris, 971 — Guadeloupe · RadiationAccordé le 03/02/2026',
      ]),
    );
    expect(within(section).getByRole('button', { name: "Ajouter l'accès" })).toBeDisabled();
    expect(within(section).queryByTitle('75 — Paris')).not.toBeInTheDocument();
  });

  it('removes a grant only after the confirmation', async () => {
    grants = [aGrant(4, { departements: ['13'] }), aGrant(5, { types: ['vente'] })];
    let deleted = 0;
    api.routes['DELETE /api/admin/usermanagement/2/grants/4'] = () => {
      deleted += 1;
      grants = grants.filter((grant) => grant.id !== 4);
      return new Response(null, { status: 204 });
    };
    const section = await render();
    const remove = await within(section).findByRole('button', {
      name: "Retirer l'accès : Département 13 — Bouches-du-Rhône",
    });

    await userEvent.click(remove);
    let confirm = await screen.findByRole('dialog', { name: 'Retirer cet accès ?' });
    expect(confirm).toHaveTextContent(/^Retirer cet accès \?Département 13 — Bouches-du-Rhône :/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Retirer cet accès ?' })).toBeNull(),
    );
    expect(deleted).toBe(0);

    await userEvent.click(remove);
    confirm = await screen.findByRole('dialog', { name: 'Retirer cet accès ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await toastWith('Accès retiré')).toBeInTheDocument();
    expect(deleted).toBe(1);
    await waitFor(() => expect(rowTexts()).toEqual(['Vente et cessionAccordé le 03/02/2026']));
  });

  it('shows the server refusal with the shared error text', async () => {
    api.routes[ADD] = api.json(400, {
      statusCode: 400,
      code: 'GRANT_CRITERION_REQUIRED',
      message: 'A grant needs at least one criterion: departements, types or from',
    });
    const section = await render();
    await userEvent.type(within(section).getByLabelText('Publiées depuis le'), '2026-01-01');
    await userEvent.click(within(section).getByRole('button', { name: "Ajouter l'accès" }));
    expect(
      await toastWith(
        "Un accès doit avoir au moins un critère : départements, types d'annonce ou date",
      ),
    ).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toEqual({ from: '2026-01-01' });
  });

  it('says when a grant was already removed, and drops it from the list', async () => {
    grants = [aGrant(4, { departements: ['13'] })];
    api.routes['DELETE /api/admin/usermanagement/2/grants/4'] = () => {
      grants = [];
      return jsonResponse(404, {
        statusCode: 404,
        code: 'GRANT_NOT_FOUND',
        message: 'Grant not found',
      });
    };
    const section = await render();
    await userEvent.click(await within(section).findByRole('button', { name: /^Retirer l'accès/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer' }));
    expect(await toastWith('Accès introuvable')).toBeInTheDocument();
    expect(await within(section).findByText('Aucun accès accordé.')).toBeVisible();
  });
});
