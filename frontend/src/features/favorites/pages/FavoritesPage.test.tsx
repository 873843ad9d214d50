import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { aFavorite } from '../test-fixtures';
import type { Favorite } from '../types';
import { FavoritesPage } from './FavoritesPage';

let api: ReturnType<typeof mockApi>;

function PassedFavorite() {
  const state = useLocation().state as { favorite?: Favorite } | null;
  return <p>{`detail of ${state?.favorite?.nom_complet}`}</p>;
}

const render = () =>
  renderApp(
    [
      { path: '/favorites', element: <FavoritesPage /> },
      { path: '/favorites/:favoriteId', element: <PassedFavorite /> },
      { path: '/companies/:siren', element: <p>company page</p> },
    ],
    '/favorites',
  );
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });

const ENRICHED = JSON.stringify({ enriched: true, timestamp: 'x', data: {} });
const ENRICHMENT = { timestamp: 'x', data: {} };
const FAVORITES = [
  aFavorite({ id: 1, nom_complet: 'ALPHA', notes: null }),
  aFavorite({
    id: 2,
    nom_complet: 'BETA',
    notes: ENRICHED,
    enrichment: ENRICHMENT,
    hasEnrichedData: true,
  }),
  aFavorite({
    id: 3,
    nom_complet: 'GAMMA',
    notes: 'Rappeler le gérant lundi matin',
    written_notes: 'Rappeler le gérant lundi matin',
    date_parution: null,
  }),
];

const listOf = (favorites: Favorite[], total = favorites.length) =>
  api.json(200, { favorites, total, page: 1, limit: 10 });

beforeEach(() => {
  api = mockApi();
  api.signIn();
});

describe('favorites list', () => {
  it('shows the empty state with a link to the Analyzer and the export disabled', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf([]);
    render();
    expect(await screen.findByText("Aucun favori pour l'instant")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les enregistrements' })).toHaveAttribute(
      'href',
      '/analyzer',
    );
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  });

  it('lists the columns and the three notes cell states, without pagination for one page', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf(FAVORITES);
    render();
    const rows = await screen.findAllByTestId('favorite-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'ALPHA' })).toHaveAttribute(
      'href',
      '/analyzer/records/42',
    );
    expect(rows[0]).toHaveTextContent('07/03/2025');
    expect(rows[0]).toHaveTextContent('Création');
    expect(within(rows[0]).getByText('Ajouter des notes')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Données enrichies')).toBeInTheDocument();
    expect(within(rows[2]).getByTestId('notes-text')).toHaveTextContent(
      'Rappeler le gérant lundi matin',
    );
    expect(rows[2].querySelectorAll('td')[1]).toHaveTextContent('-');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows each company's status in its own column, a dash without a company", async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf([
      aFavorite({
        id: 1,
        nom_complet: 'ALPHA',
        siren: '123456789',
        companyStatus: { code: 'procedure_collective', since: '2026-03-02', annonceId: 'A-1' },
      }),
      aFavorite({
        id: 2,
        nom_complet: 'BETA',
        siren: '987654321',
        companyStatus: { code: 'liquidation_judiciaire', since: null, annonceId: null },
      }),
      aFavorite({ id: 3, nom_complet: 'GAMMA', siren: null, companyStatus: null }),
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'Mes favoris' });
    expect(within(table).getByRole('columnheader', { name: 'Statut' })).toBeInTheDocument();
    const rows = within(table).getAllByTestId('favorite-row');
    expect(within(rows[0]).getByTestId('company-status')).toHaveTextContent('Procédure collective');
    expect(within(rows[1]).getByTestId('company-status')).toHaveTextContent(
      'Liquidation judiciaire',
    );
    expect(within(rows[2]).queryByTestId('company-status')).not.toBeInTheDocument();
  });

  it('paginates only past one page', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf(FAVORITES, 23);
    render();
    await screen.findAllByTestId('favorite-row');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('opens the detail with the favorite passed along', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf(FAVORITES);
    render();
    await userEvent.click((await screen.findAllByTestId('favorite-row'))[1]);
    expect(await screen.findByText('detail of BETA')).toBeInTheDocument();
  });

  it('links each row to its detail page, for the keyboard too', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf(FAVORITES);
    render();
    const rows = await screen.findAllByTestId('favorite-row');
    const link = within(rows[2]).getByRole('link', { name: 'Voir le détail de GAMMA' });
    expect(link).toHaveAttribute('href', '/favorites/3');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('detail of GAMMA')).toBeInTheDocument();
  });

  it("links a favorite whose record has a SIREN to its company's page", async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf([
      aFavorite({ id: 1, nom_complet: 'ALPHA', siren: '880878145' }),
      aFavorite({ id: 2, nom_complet: 'BETA', siren: null }),
    ]);
    const { router } = render();
    const [alpha, beta] = await screen.findAllByTestId('favorite-row');
    expect(within(beta).queryByRole('link', { name: 'Fiche entreprise' })).not.toBeInTheDocument();
    await userEvent.click(within(alpha).getByRole('link', { name: 'Fiche entreprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/880878145'));
  });

  it('removes a row and drops the total by one', async () => {
    let favorites = FAVORITES;
    api.routes['GET /api/favorites?page=1&limit=10'] = () =>
      listOf(favorites)({ method: 'GET', url: '', body: undefined });
    api.routes['DELETE /api/favorites/1'] = () => {
      favorites = FAVORITES.slice(1);
      return listOf([])({ method: 'DELETE', url: '', body: undefined });
    };
    render();
    expect(await screen.findByTestId('favorites-total')).toHaveTextContent('3 favoris');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer ALPHA des favoris' }));
    expect(await toastWith('Retiré des favoris')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('favorite-row')).toHaveLength(2));
    expect(screen.getByTestId('favorites-total')).toHaveTextContent('2 favoris');
  });

  it('says "coming soon" when enrichment is not available, and warns about credits on 402', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = listOf(FAVORITES);
    api.routes['POST /api/favorites/1/enrich'] = api.json(200, {
      comingSoon: true,
      message: 'Feature coming soon',
    });
    api.routes['POST /api/favorites/2/enrich'] = api.json(402, {
      statusCode: 402,
      code: 'INSUFFICIENT_CREDITS',
      message: "You don't have enough credits for this operation",
      creditInfo: { required: 5, balance: 2 },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Enrichir ALPHA' }));
    expect(await toastWith('Fonctionnalité bientôt disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrichir BETA' }));
    expect(
      await toastWith("Vous n'avez pas assez de crédits pour cette opération"),
    ).toBeInTheDocument();
    expect(
      await toastWith(
        'Crédits insuffisants : cet enrichissement coûte 5 crédits et votre solde est de 2.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the failure when the list cannot be read', async () => {
    api.routes['GET /api/favorites?page=1&limit=10'] = api.json(500, {});
    render();
    expect(await toastWith('Échec du chargement des favoris')).toBeInTheDocument();
  });
});
