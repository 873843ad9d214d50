import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { aDocument, aFavorite } from '../test-fixtures';
import { FavoriteDetailPage } from './FavoriteDetailPage';

let api: ReturnType<typeof mockApi>;
const render = (path = '/favorites/7') =>
  renderApp(
    [
      { path: '/favorites', element: <p>favorites list</p> },
      { path: '/favorites/:favoriteId', element: <FavoriteDetailPage /> },
    ],
    path,
  );
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });
const field = (name: string) =>
  document.querySelector(`[data-field="${name}"] dd`)?.textContent ?? null;

const LONG_NOTE = 'Entreprise familiale reprise en 2020 : rappeler le gérant avant la fin du mois.';
/** An enriched favorite as the server sends it: the enrichment parsed, the written notes beside. */
const ENRICHMENT = {
  timestamp: '2026-11-20T10:00:00.000Z',
  data: {
    insee: { siren: '123456789', activite_principale: '72.19Z' },
    sirenBasic: { denomination: 'CURIE ET FILS' },
    financial: { available: false, reason: 'No published financial statements' },
    intellectualProperty: { available: false },
    siretSpecific: { siege: null },
  },
};
const anEnrichedFavorite = (writtenNotes: string) =>
  aFavorite({
    notes: JSON.stringify({ enriched: true, ...ENRICHMENT, additionalNotes: writtenNotes }),
    written_notes: writtenNotes,
    enrichment: ENRICHMENT,
    hasEnrichedData: true,
  });

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/favorites/7/documents'] = api.json(200, { documents: [] });
});

describe('favorite detail', () => {
  it("follows the favorite's company", async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, {
      favorite: aFavorite({ siren: '123456789' }),
    });
    api.routes['GET /api/watches'] = api.json(200, { watches: [] });
    api.routes['POST /api/watches'] = api.json(201, {
      watch: { id: 1, siren: '123456789', name: 'CURIE ET FILS', createdAt: '2026-01-01' },
    });
    render();
    const follow = await screen.findByRole('button', { name: 'Suivre cette entreprise' });
    await waitFor(() => expect(follow).toBeEnabled());
    fireEvent.click(follow);
    expect(await toastWith('Vous surveillez désormais CURIE ET FILS.')).toBeInTheDocument();
    expect(
      api.requests.find((request) => request.url === '/api/watches' && request.method === 'POST')
        ?.body,
    ).toEqual({ siren: '123456789' });
  });

  it('loads the favorite on direct access and shows its summary fields, status and note preview', async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, {
      favorite: aFavorite({ notes: LONG_NOTE, written_notes: LONG_NOTE }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'CURIE ET FILS' })).toBeInTheDocument();
    expect(field('type_annonce')).toBe('Création');
    expect(field('rcs')).toBe('123 456 789 RCS Paris');
    expect(field('date_parution')).toBe('07/03/2025');
    expect(field('notes')).toBe(`${LONG_NOTE.slice(0, 50)}...`);
    // The favorite holds the summary only: the notice's text is read by opening the record.
    expect(screen.queryByTestId('favorite-about')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Voir l'annonce complète" })).toHaveAttribute(
      'href',
      '/analyzer/records/42',
    );
    expect(
      screen.getByText(
        'Le texte de l’annonce s’ouvre comme depuis l’Analyseur : une fiche consultée est décomptée de votre formule, et vous êtes prévenu avant qu’elle coûte un crédit.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucun document pour ce favori.')).toBeInTheDocument();
    for (const name of ['Retour à la liste', 'Documents', 'Notes', 'Enrichir', 'Retirer'])
      expect(
        screen.getByRole(name === 'Retour à la liste' ? 'link' : 'button', { name }),
      ).toBeVisible();
  });

  it("links to the company page of the record's SIREN", async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, {
      favorite: aFavorite({ siren: '880878145' }),
    });
    render();
    expect(await screen.findByRole('link', { name: 'Fiche entreprise' })).toHaveAttribute(
      'href',
      '/companies/880878145',
    );
  });

  it("says a missing date is not provided, in French, and shows the company's status", async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, {
      favorite: aFavorite({
        date_parution: null,
        siren: '123456789',
        companyStatus: { code: 'procedure_collective', since: '2026-03-02', annonceId: 'A-1' },
      }),
    });
    render();
    await screen.findByRole('heading', { name: 'CURIE ET FILS' });
    expect(field('date_parution')).toBe('Non renseigné');
    expect(screen.getByTestId('company-status')).toHaveTextContent('Procédure collective');
  });

  it('explains an unknown favorite and an invalid address', async () => {
    api.routes['GET /api/favorites/7'] = api.json(404, {
      statusCode: 404,
      code: 'FAVORITE_NOT_FOUND',
      message: 'Favorite not found.',
    });
    render();
    expect(
      await screen.findByText(
        "Favori introuvable. Les détails du favori n'ont pas pu être chargés. Veuillez revenir à la liste.",
      ),
    ).toBeInTheDocument();
  });

  it('rejects a malformed id without calling the server', async () => {
    render('/favorites/abc');
    expect(await screen.findByText(/Données du favori invalides\./)).toBeInTheDocument();
    expect(api.calledPaths()).toEqual([]);
  });

  it('saves plain notes and shows the server value', async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, { favorite: aFavorite() });
    api.routes['PATCH /api/favorites/7/notes'] = (request) =>
      api.json(200, {
        favorite: aFavorite({
          notes: (request.body as { writtenNotes: string }).writtenNotes,
          written_notes: (request.body as { writtenNotes: string }).writtenNotes,
        }),
      })(request);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes : CURIE ET FILS' });
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Rappeler lundi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await toastWith('Notes mises à jour')).toBeInTheDocument();
    await waitFor(() => expect(field('notes')).toBe('Rappeler lundi'));
    expect(api.requests.at(-1)?.body).toEqual({ writtenNotes: 'Rappeler lundi' });
  });

  it('shows enriched notes read-only and saves only the additional notes beside them', async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, {
      favorite: anEnrichedFavorite('Déjà client'),
    });
    api.routes['PATCH /api/favorites/7/notes'] = (request) =>
      api.json(200, {
        favorite: anEnrichedFavorite((request.body as { writtenNotes: string }).writtenNotes),
      })(request);
    render();
    expect(await screen.findByText('Déjà client')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('récupérées le 20/11/2026');
    for (const title of [
      'Données INSEE',
      'Données SIREN de base',
      'Données financières',
      'Données de propriété intellectuelle',
      "Données d'établissement (siretSpecific)",
    ])
      expect(within(dialog).getByText(title)).toBeInTheDocument();
    expect(within(dialog).getByText(/"activite_principale": "72.19Z"/)).toBeInTheDocument();
    const additional = within(dialog).getByLabelText('Notes complémentaires');
    expect(additional).toHaveValue('Déjà client');
    await userEvent.type(additional, ', à relancer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await toastWith('Notes mises à jour');
    // Only the written text goes: the server keeps the enrichment beside it.
    expect(api.requests.at(-1)?.body).toEqual({ writtenNotes: 'Déjà client, à relancer' });
    expect(await screen.findByText('Déjà client, à relancer')).toBeInTheDocument();
  });

  it('offers a paid refresh of an enriched favorite, and says when a recent one cost nothing', async () => {
    const enrichedFavorite = anEnrichedFavorite('');
    api.routes['GET /api/favorites/7'] = api.json(200, { favorite: aFavorite() });
    api.routes['POST /api/favorites/7/enrich'] = api.json(200, {
      success: true,
      data: { enrichedData: ENRICHMENT.data, favorite: enrichedFavorite, creditsCharged: 0 },
    });
    render();
    const enrich = await screen.findByRole('button', { name: 'Enrichir' });
    api.routes['GET /api/favorites/7'] = api.json(200, { favorite: enrichedFavorite });
    await userEvent.click(enrich);
    expect(
      await toastWith('Données enrichies il y a moins de 24 h : affichées sans frais'),
    ).toBeInTheDocument();

    api.routes['POST /api/favorites/7/enrich?refresh=true'] = api.json(200, {
      success: true,
      data: { enrichedData: ENRICHMENT.data, favorite: enrichedFavorite, creditsCharged: 5 },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: "Actualiser l'enrichissement (5 crédits)" }),
    );
    expect(await toastWith('Enregistrement enrichi')).toBeInTheDocument();
    expect(api.calledPaths()).toContain('POST /favorites/7/enrich?refresh=true');
  });

  it('lists documents with icon, size in 1024 steps and date, and tells which files were dropped', async () => {
    api.routes['GET /api/favorites/7'] = api.json(200, {
      favorite: aFavorite({ documentCount: 1 }),
    });
    api.routes['GET /api/favorites/7/documents'] = api.json(200, { documents: [aDocument()] });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documents : CURIE ET FILS' });
    const row = await within(dialog).findByTestId('document-row');
    expect(row).toHaveTextContent('Bilan 2024.pdf');
    expect(row).toHaveTextContent('1,5 Ko · Ajouté le 02/11/2026');
    expect(row.querySelector('[data-kind="pdf"]')).not.toBeNull();

    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(within(dialog).getByTestId('document-input'), {
      target: { files: [new File(['MZ'], 'setup.exe'), big] },
    });
    const notice = await within(dialog).findByTestId('rejected-files');
    expect(notice).toHaveTextContent("2 fichiers n'ont pas été ajoutés :");
    expect(notice).toHaveTextContent('setup.exe : type de fichier non accepté');
    expect(notice).toHaveTextContent('scan.png : plus de 10 Mo');
    expect(api.calledPaths().some((path) => path.startsWith('POST'))).toBe(false);

    await i18n.changeLanguage('en');
    expect(
      await within(dialog).findByText(/1\.5 KB · Uploaded on 02\/11\/2026/),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('setup.exe: file type not accepted');
  });
});
