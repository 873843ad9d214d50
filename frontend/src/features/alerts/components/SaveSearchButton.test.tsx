import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { aSavedSearch, entitlementsOf } from '../test-fixtures';
import type { NewSavedSearch } from '../types';
import { SaveSearchButton } from './SaveSearchButton';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/saved-searches'] = api.json(200, { savedSearches: [] });
  api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf('Débutant'));
  api.routes['POST /api/saved-searches'] = (request: MockedRequest) =>
    jsonResponse(201, { savedSearch: { ...aSavedSearch(), ...(request.body as NewSavedSearch) } });
});

const render = (search = 'typeAnnonce=collective&departement=75&page=2') =>
  renderApp(
    [
      {
        path: '/analyzer',
        element: <SaveSearchButton params={new URLSearchParams(search)} />,
      },
      { path: '/subscriptions', element: <p>plans page</p> },
    ],
    '/analyzer',
  );
const posts = () => api.requests.filter((request) => request.method === 'POST');

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Enregistrer cette recherche' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
}

describe('save this search', () => {
  it('saves the filters of the URL under a name, with an alert', async () => {
    render();
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('save-search-filters')).toHaveTextContent(
      'Filtres : Procédure collective · Département 75',
    );
    expect(within(dialog).getByTestId('usage-savedSearchAlerts')).toHaveTextContent(
      'Recherches avec alerte : 0 / 1',
    );
    const alert = within(dialog).getByRole('switch', {
      name: "M'avertir des nouvelles annonces qui y répondent",
    });
    await waitFor(() => expect(alert).toBeChecked());
    await userEvent.type(within(dialog).getByLabelText(/Nom de la recherche/), '  Paris  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Recherche « Paris » enregistrée.', {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/saved-searches',
        body: {
          name: 'Paris',
          alert: true,
          filters: { typeAnnonce: 'collective', departement: '75' },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens once the plan is known, the alert's default depending on it", async () => {
    api.routes['GET /api/subscriptions/entitlements'] = () =>
      new Promise<Response>(() => undefined);
    render();
    await waitFor(() => expect(api.calledPaths()).toContain('GET /saved-searches'));
    expect(screen.getByRole('button', { name: 'Enregistrer cette recherche' })).toBeDisabled();
  });

  it('asks for a name before anything is sent', async () => {
    render();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Donnez un nom à cette recherche')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("starts without an alert when the plan's are used up, and over the limit says so", async () => {
    api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf(null));
    api.routes['POST /api/saved-searches'] = (request) =>
      (request.body as NewSavedSearch).alert
        ? jsonResponse(403, {
            statusCode: 403,
            error: 'Forbidden',
            code: 'PLAN_LIMIT_REACHED',
            message: 'Plan limit reached',
          })
        : jsonResponse(201, { savedSearch: aSavedSearch({ alert: false }) });
    render('');
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('save-search-filters')).toHaveTextContent(
      'Filtres : Toutes les annonces',
    );
    const alert = within(dialog).getByRole('switch');
    expect(alert).not.toBeChecked();
    fireEvent.click(alert);
    await userEvent.type(within(dialog).getByLabelText(/Nom de la recherche/), 'Tout');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const notice = await within(dialog).findByTestId('plan-limit');
    expect(notice).toHaveTextContent(
      "Votre formule ne comprend pas d'alerte sur les recherches enregistrées.",
    );
    expect(within(notice).getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );

    // Saved without its alert, it goes through.
    fireEvent.click(alert);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((request) => (request.body as NewSavedSearch).alert)).toEqual([true, false]);
  });

  it('speaks English', async () => {
    render();
    await act(() => i18n.changeLanguage('en'));
    const button = await screen.findByRole('button', { name: 'Save this search' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByTestId('save-search-filters')).toHaveTextContent(
      'Filters: Collective proceedings · Department 75',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
