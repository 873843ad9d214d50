import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { CATALOGUE_PLANS } from '../../billing/test-fixtures';
import { aSavedSearch, entitlementsOf } from '../test-fixtures';
import type { SavedSearch } from '../types';
import { SavedSearchesPage } from './SavedSearchesPage';

let api: ReturnType<typeof mockApi>;
let searches: SavedSearch[];
const NB = '\u00a0';

const EVERYTHING = aSavedSearch({
  id: 4,
  name: 'Boulangeries',
  alert: false,
  filters: {
    q: 'boulangerie',
    typeAnnonce: 'collective,radiation',
    departement: '75,2A',
    tribunal: 'Créteil',
    siren: '880878145',
    dateFrom: '2024-01-01',
    dateTo: '2024-12-31',
    includeInactive: true,
  },
});

beforeEach(() => {
  searches = [
    aSavedSearch(),
    EVERYTHING,
    aSavedSearch({ id: 5, name: 'Tout', filters: { includeInactive: false }, alert: false }),
  ];
  api = mockApi();
  api.signIn();
  api.routes['GET /api/saved-searches'] = () => jsonResponse(200, { savedSearches: searches });
  api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf('Débutant'));
  api.routes['GET /api/subscriptions/plans'] = api.json(200, { plans: CATALOGUE_PLANS });
  const patch = (id: number) => (request: MockedRequest) => {
    const changed = {
      ...searches.find((search) => search.id === id)!,
      ...(request.body as object),
    };
    return jsonResponse(200, { savedSearch: changed });
  };
  api.routes['PATCH /api/saved-searches/3'] = patch(3);
  api.routes['PATCH /api/saved-searches/4'] = patch(4);
  api.routes['DELETE /api/saved-searches/4'] = () => new Response(null, { status: 204 });
});

const render = () =>
  renderApp(
    [
      { path: '/saved-searches', element: <SavedSearchesPage /> },
      { path: '/analyzer', element: <p>analyzer</p> },
      { path: '/subscriptions', element: <p>plans page</p> },
    ],
    '/saved-searches',
  );
const rows = () => screen.findAllByTestId('saved-search-row');
// Hidden too: behind an open dialog the page is aria-hidden.
const alertSwitch = (row: HTMLElement) => within(row).getByRole('switch', { hidden: true });

describe('saved searches page', () => {
  it('lists each search with its filters in words, its alert, and opens it in the analyzer', async () => {
    const { router } = render();
    const [paris, bakeries, all] = await rows();
    expect(paris).toHaveTextContent('Procédure collective · Département 75');
    expect(alertSwitch(paris)).toBeChecked();
    expect(alertSwitch(paris)).toHaveAccessibleName(
      `Alerte de la recherche «${NB}Liquidations à Paris${NB}»`,
    );
    // (toHaveTextContent reads the non-breaking spaces as spaces)
    expect(bakeries).toHaveTextContent(
      `« boulangerie » · Procédure collective, Radiation · Départements 75, 2A · ` +
        'Tribunal : Créteil · SIREN 880 878 145 · Du 01/01/2024 au 31/12/2024 · ' +
        'Entreprises inactives comprises',
    );
    expect(alertSwitch(bakeries)).not.toBeChecked();
    expect(all).toHaveTextContent('Toutes les annonces');

    const link = within(bakeries).getByRole('link', { name: 'Boulangeries' });
    expect(link).toHaveAttribute(
      'href',
      '/analyzer?q=boulangerie&dateFrom=2024-01-01&dateTo=2024-12-31' +
        '&typeAnnonce=collective%2Cradiation&departement=75%2C2A&tribunal=Cr%C3%A9teil' +
        '&siren=880878145&includeInactive=true',
    );
    fireEvent.click(within(paris).getByRole('link', { name: 'Liquidations à Paris' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer'));
    expect(router.state.location.search).toBe('?typeAnnonce=collective&departement=75');
  });

  // Issue 30: the analyst's "liquidations" search read as "Toutes les annonces".
  it('names the company statuses and the judgments a search keeps', async () => {
    searches = [
      aSavedSearch({
        id: 6,
        name: 'Clôtures',
        filters: {
          status: 'liquidation_judiciaire,redressement_judiciaire',
          judgment: 'closing',
          includeInactive: false,
        },
      }),
    ];
    render();
    const [closings] = await rows();
    expect(closings).toHaveTextContent(
      'Liquidation judiciaire, Redressement judiciaire · Jugement : clôture',
    );
  });

  it('says how many alerts the plan allows', async () => {
    render();
    expect(await screen.findByTestId('usage-savedSearchAlerts')).toHaveTextContent(
      'Recherches avec alerte : 1 / 1',
    );
    expect(await screen.findByTestId('next-plan-savedSearchAlerts')).toHaveTextContent(
      'La formule Professionnel permet 10 recherches avec alerte. Voir les abonnements',
    );
  });

  it('turns an alert off and on through the server', async () => {
    render();
    const [paris] = await rows();
    fireEvent.click(alertSwitch(paris));
    await waitFor(() => expect(alertSwitch(paris)).not.toBeChecked());
    expect(api.requests.filter((request) => request.method === 'PATCH')).toMatchObject([
      {
        method: 'PATCH',
        url: '/api/saved-searches/3',
        body: { alert: false },
      },
    ]);
    expect(
      await screen.findByText('Alerte désactivée.', { selector: '[data-testid="toast"] *' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('usage-savedSearchAlerts')).toHaveTextContent('0 / 1');
  });

  it('over the plan limit, keeps the alert off and says why, with the way to the plans', async () => {
    api.routes['PATCH /api/saved-searches/4'] = api.json(403, {
      statusCode: 403,
      error: 'Forbidden',
      code: 'PLAN_LIMIT_REACHED',
      message: 'Plan limit reached',
    });
    const { router } = render();
    const [, bakeries] = await rows();
    fireEvent.click(alertSwitch(bakeries));
    const dialog = await screen.findByRole('dialog', { name: 'Limite de votre formule atteinte' });
    expect(dialog).toHaveTextContent(
      'Votre formule permet 1 recherche avec alerte, et elle est déjà utilisée.',
    );
    expect(alertSwitch(bakeries)).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Voir les abonnements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions'));
  });

  it('deletes a search once confirmed', async () => {
    render();
    await rows();
    fireEvent.click(
      screen.getByRole('button', { name: `Supprimer la recherche «${NB}Boulangeries${NB}»` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette recherche ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-search-row')).toHaveLength(2));
    expect(api.calledPaths()).toContain('DELETE /saved-searches/4');
    expect(screen.queryByText('Boulangeries')).toBeNull();
  });

  it('speaks English', async () => {
    render();
    await rows();
    await act(() => i18n.changeLanguage('en'));
    const [paris, bakeries] = screen.getAllByTestId('saved-search-row');
    expect(paris).toHaveTextContent('Collective proceedings · Department 75');
    expect(bakeries).toHaveTextContent(
      '“boulangerie” · Collective proceedings, Deregistration · Departments 75, 2A · ' +
        'Court: Créteil · SIREN 880 878 145 · From 01/01/2024 to 31/12/2024 · ' +
        'Inactive companies included',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saved searches');
  });

  it('says there is none yet, with the way to the analyzer', async () => {
    searches = [];
    render();
    expect(await screen.findByText(/Aucune recherche enregistrée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à l'analyseur" })).toHaveAttribute(
      'href',
      '/analyzer',
    );
  });
});
