import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import type { AnalyzerRecord } from '../types';
import { saveBlob } from '../../../shared/ui/save-blob';
import { AnalyzerPage } from './AnalyzerPage';
import { RecordPage } from './RecordPage';

// The browser's download itself is not the page's business.
vi.mock('../../../shared/ui/save-blob', () => ({ saveBlob: vi.fn() }));

const aRecord = (id: number, overrides: Partial<AnalyzerRecord> = {}): AnalyzerRecord => ({
  id,
  annonce_id: `B${id}`,
  date_parution: '2024-03-07',
  type_annonce: 'vente',
  nom_complet: `SOCIÉTÉ ${id}`,
  nom_commercial: null,
  forme_juridique: 'SAS',
  rcs: '123 456 789 RCS Paris',
  siren: '123456789',
  ville: 'Paris',
  date_annonce: '2024-03-01',
  tribunal: 'Tribunal de commerce de Paris',
  numero_departement: '75',
  adresse: '1 rue de la Paix 75002 Paris',
  capital: 15000,
  activite: 'Boulangerie',
  famille: 'Ventes et cessions',
  numero_annonce: '12',
  proceduration_collective_existe: false,
  type_jugement: null,
  date_jugement: null,
  date_cessation_paiements: null,
  complementaire: null,
  annonce_text: 'Vente du fonds',
  details_annonce_json: { acte: { descriptif: 'Vente' } },
  isFavorite: false,
  favorite: null,
  url_complete: `https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:B${id}`,
  companyStatus: { code: 'active', since: null, annonceId: null },
  sirens: ['123456789'],
  administration: null,
  categorie_vente: null,
  opposition: null,
  date_commencement_activite: null,
  avis_precedent: null,
  judgmentKind: null,
  judgmentNature: null,
  judgmentDate: null,
  cessationDate: null,
  practitioners: [],
  ...overrides,
});

interface PageMeta {
  page: number;
  total: number;
  hiddenInactive: number;
  hiddenInactiveIsExact: boolean;
}

const page = (records: AnalyzerRecord[], meta: Partial<PageMeta> = {}) =>
  jsonResponse(200, {
    success: true,
    data: {
      data: records,
      meta: {
        page: meta.page ?? 1,
        limit: 10,
        total: meta.total ?? records.length,
        totalPages: Math.ceil((meta.total ?? records.length) / 10),
        totalIsExact: true,
        hiddenInactive: meta.hiddenInactive ?? 0,
        hiddenInactiveIsExact: meta.hiddenInactiveIsExact ?? true,
      },
    },
  });

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let search: Handler;
let others: Record<string, Handler>;
let searches: URLSearchParams[];

beforeEach(() => {
  searches = [];
  others = {};
  search = () => page([aRecord(1), aRecord(2)]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/analyzer/records') {
        // The access check asks for one record; the table asks for pages of 10.
        if (url.searchParams.get('limit') === '1') return page([aRecord(1)]);
        searches.push(url.searchParams);
        return search(url, init);
      }
      const handler = others[`${init.method ?? 'GET'} ${url.pathname}`];
      return handler
        ? handler(url, init)
        : jsonResponse(404, { statusCode: 404, message: 'not mocked' });
    }),
  );
});

const renderPage = (role: 'user' | 'admin' = 'user', path = '/analyzer') =>
  renderWithSession(
    [{ path: '/analyzer', element: <AnalyzerPage /> }],
    path,
    aSession({ user: aUser({ role }), isAuthenticated: true }),
  );

const rows = () => screen.findAllByTestId('record-row');
const lastSearch = () => Object.fromEntries(searches[searches.length - 1]);
const today = format(new Date(), 'yyyy-MM-dd');

describe('analyzer page', () => {
  it('searches with the default filters and shows the results', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: "Analyse d'entreprises" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recherche' })).toBeInTheDocument();
    expect(screen.getByTestId('records-loading')).toBeInTheDocument();
    expect(await rows()).toHaveLength(2);
    expect(lastSearch()).toEqual({
      page: '1',
      limit: '10',
      dateFrom: '2000-01-01',
      dateTo: today,
    });
    const first = (await rows())[0];
    expect(within(first).getByText('SOCIÉTÉ 1')).toBeInTheDocument();
    expect(within(first).getAllByText('Vente et cession')[0]).toBeInTheDocument();
    expect(within(first).getByText('07/03/2024')).toBeInTheDocument();
  });

  it('sends the chosen filters, then Reset restores the defaults and searches at once', async () => {
    renderPage();
    await rows();
    await userEvent.type(screen.getByLabelText('Recherche libre'), 'boulangerie');
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByLabelText('Inclure les entreprises inactives'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: "Types d'annonce" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vente et cession' }));
    fireEvent.click(screen.getByRole('option', { name: 'Procédure collective' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(lastSearch()).toEqual({
        page: '1',
        limit: '10',
        q: 'boulangerie',
        dateFrom: '2020-01-01',
        dateTo: today,
        typeAnnonce: 'vente,collective',
        includeInactive: 'true',
      }),
    );

    const before = searches.length;
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(searches.length).toBeGreaterThan(before));
    expect(lastSearch()).toEqual({ page: '1', limit: '10', dateFrom: '2000-01-01', dateTo: today });
    expect(screen.getByLabelText('Recherche libre')).toHaveValue('');
    expect(screen.getByLabelText('Du')).toHaveValue('2000-01-01');
    expect(screen.getByLabelText('Au')).toHaveValue(today);
    expect(screen.getByLabelText('Inclure les entreprises inactives')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: "Types d'annonce" })).toHaveTextContent(
      'Tous les types',
    );
  });

  it('shows at most 5 page numbers and loads the page clicked', async () => {
    search = (url) =>
      page([aRecord(Number(url.searchParams.get('page')) * 100)], {
        page: Number(url.searchParams.get('page')),
        total: 120,
      });
    renderPage();
    await rows();
    const nav = screen.getByRole('navigation', { name: 'Pagination des résultats' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('SOCIÉTÉ 500')).toBeInTheDocument();
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says "more than 10,000" past the exact count, never an estimate', async () => {
    search = () =>
      jsonResponse(200, {
        success: true,
        data: {
          data: [aRecord(1)],
          meta: { page: 1, limit: 10, total: 10001, totalPages: 1001, totalIsExact: false },
        },
      });
    renderPage();
    const total = await screen.findByText(/enregistrements/, {
      selector: '[data-testid="records-total"]',
    });
    expect(total.textContent?.replace(/\s/g, ' ')).toBe(
      'Plus de 10 000 enregistrements · Page 1 sur 1001',
    );
    expect(total).not.toHaveTextContent(/Environ/);
  });

  it('gives the exact count up to 10,000', async () => {
    search = () => page([aRecord(1)], { total: 10000 });
    renderPage();
    const total = await screen.findByText(/enregistrements/, {
      selector: '[data-testid="records-total"]',
    });
    expect(total.textContent?.replace(/\s/g, ' ')).toMatch(/^10 000 enregistrements · /);
  });

  it('goes back to page 1 when a page above 1 comes back empty', async () => {
    search = (url) =>
      url.searchParams.get('page') === '2'
        ? page([], { page: 2, total: 3 })
        : page([aRecord(1)], { total: 30 });
    renderPage();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches.map((params) => params.get('page'))).toContain('2'));
    await waitFor(() => expect(lastSearch().page).toBe('1'));
    expect(await screen.findByText('SOCIÉTÉ 1')).toBeInTheDocument();
  });

  it('shows the no-data row when nothing matches', async () => {
    search = () => page([]);
    renderPage();
    expect(
      await screen.findByText('Aucun enregistrement ne correspond à votre recherche.'),
    ).toBeInTheDocument();
  });

  it('shows the load failure message and toast', async () => {
    search = () => jsonResponse(500, { statusCode: 500, message: 'boom' });
    renderPage();
    expect(
      await screen.findByText('Échec de la récupération des enregistrements'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Erreur lors du chargement des enregistrements', {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
  });

  it('opens the detail modal with every field, dates dd/MM/yyyy and capital as currency', async () => {
    others['GET /api/analyzer/records/1'] = () =>
      jsonResponse(200, { success: true, data: aRecord(1) });
    renderPage();
    fireEvent.click((await rows())[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'SOCIÉTÉ 1' })).toBeInTheDocument();
    await within(dialog).findByTestId('record-detail');
    const field = (name: string) => dialog.querySelector(`[data-field="${name}"]`)?.textContent;
    expect(field('date_parution')).toBe('07/03/2024');
    expect(field('date_annonce')).toBe('01/03/2024');
    expect(field('capital')?.replace(/\s/g, ' ')).toBe('15 000,00 €');
    expect(field('type_annonce')).toBe('Vente et cession');
    expect(field('proceduration_collective_existe')).toBe('Non');
    expect(field('tribunal')).toBe('Tribunal de commerce de Paris');
    expect(within(dialog).queryByText(/"descriptif"/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no detail but the credits message when the server refuses the consultation', async () => {
    others['GET /api/analyzer/records/2'] = () =>
      jsonResponse(402, {
        statusCode: 402,
        code: 'INSUFFICIENT_CREDITS',
        message: "You don't have enough credits for this operation",
        creditInfo: { required: 1, balance: 0 },
      });
    renderPage();
    fireEvent.click((await rows())[1]);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText("Vous n'avez pas assez de crédits pour cette opération"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Acheter des crédits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(within(dialog).queryByTestId('record-detail')).not.toBeInTheDocument();
  });

  it('toggles a favorite with its own busy state, and only logs a failure', async () => {
    let release!: () => void;
    others['POST /api/favorites'] = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse(201, { favorite: { id: 9 } }));
      });
    others['DELETE /api/favorites/9'] = () =>
      jsonResponse(500, { statusCode: 500, message: 'down' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    const [first, second] = await rows();
    fireEvent.click(within(first).getByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Ajouter aux favoris' })).toBeDisabled(),
    );
    expect(within(second).getByRole('button', { name: 'Ajouter aux favoris' })).toBeEnabled();
    release();
    const remove = await within(first).findByRole('button', { name: 'Retirer des favoris' });
    fireEvent.click(remove);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(first).getByRole('button', { name: 'Retirer des favoris' })).toBeEnabled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('restores a search from its URL (a bookmark or a shared link)', async () => {
    renderPage(
      'user',
      '/analyzer?q=dupont&typeAnnonce=vente,collective&dateFrom=2021-01-01&includeInactive=true&page=3',
    );
    await rows();
    expect(lastSearch()).toEqual({
      page: '3',
      limit: '10',
      q: 'dupont',
      dateFrom: '2021-01-01',
      dateTo: today,
      typeAnnonce: 'vente,collective',
      includeInactive: 'true',
    });
    expect(screen.getByLabelText('Recherche libre')).toHaveValue('dupont');
    expect(screen.getByLabelText('Du')).toHaveValue('2021-01-01');
    expect(screen.getByLabelText('Inclure les entreprises inactives')).toBeChecked();
    expect(screen.getByRole('combobox', { name: "Types d'annonce" })).toHaveTextContent(
      'Vente et cession, Procédure collective',
    );
  });

  it('puts the search and its page in the URL, and the back button restores each', async () => {
    search = (url) => page([aRecord(1)], { page: Number(url.searchParams.get('page')), total: 30 });
    const { router } = renderPage();
    await rows();
    await userEvent.type(screen.getByLabelText('Recherche libre'), 'boulangerie');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'boulangerie', page: '1' }));
    expect(router.state.location.search).toBe('?q=boulangerie');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'boulangerie', page: '2' }));
    expect(router.state.location.search).toBe('?q=boulangerie&page=2');

    const currentPage = () =>
      screen.getByRole('button', { name: /^Page \d+$/, current: 'page' }).textContent;
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=boulangerie');
    await waitFor(() => expect(currentPage()).toBe('1'));
    expect(screen.getByLabelText('Recherche libre')).toHaveValue('boulangerie');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByLabelText('Recherche libre')).toHaveValue(''));
  });

  it('marks an inverted date range on the field and does not search', async () => {
    renderPage();
    await rows();
    const before = searches.length;
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2024-06-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2024-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      await screen.findByText('La date de fin est antérieure à la date de début'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Au')).toHaveAttribute('aria-invalid', 'true');
    expect(searches).toHaveLength(before);

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2023-06-01' } });
    await waitFor(() =>
      expect(
        screen.queryByText('La date de fin est antérieure à la date de début'),
      ).not.toBeInTheDocument(),
    );
  });

  it('says why the server refused a search, rather than showing no result', async () => {
    search = () =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'INVALID_DATE_RANGE',
        message: 'dateFrom is after dateTo',
      });
    renderPage('user', '/analyzer?dateFrom=2024-06-01&dateTo=2024-01-31');
    expect(
      await screen.findByText('La date de début est postérieure à la date de fin', {
        selector: '[role="alert"] *',
      }),
    ).toBeInTheDocument();
  });

  it('returns from a record page to the same results and page', async () => {
    search = (url) => page([aRecord(1)], { page: Number(url.searchParams.get('page')), total: 30 });
    others['GET /api/analyzer/records/1'] = () =>
      jsonResponse(200, { success: true, data: aRecord(1) });
    const { router } = renderWithSession(
      [
        { path: '/analyzer', element: <AnalyzerPage /> },
        { path: '/analyzer/records/:recordId', element: <RecordPage /> },
      ],
      '/analyzer?q=soci%C3%A9t%C3%A9&page=2',
      aSession({ user: aUser(), isAuthenticated: true }),
    );
    fireEvent.click((await rows())[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Ouvrir dans une page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer/records/1'));
    fireEvent.click(await screen.findByRole('link', { name: "Retour à l'analyseur" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer'));
    expect(router.state.location.search).toBe('?q=soci%C3%A9t%C3%A9&page=2');
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'société', page: '2' }));
  });

  it("shows each company's status in its row, with a link to the company page", async () => {
    search = () =>
      page([
        aRecord(1, {
          companyStatus: { code: 'liquidation_judiciaire', since: '2024-03-12', annonceId: 'A1' },
        }),
        aRecord(2, { siren: null, companyStatus: null }),
      ]);
    const { router } = renderWithSession(
      [
        { path: '/analyzer', element: <AnalyzerPage /> },
        { path: '/companies/:siren', element: <p>company page</p> },
      ],
      '/analyzer',
      aSession({ user: aUser(), isAuthenticated: true }),
    );
    const [first, second] = await rows();
    expect(within(first).getByTestId('company-status')).toHaveTextContent(
      'Liquidation judiciaire depuis le 12/03/2024',
    );
    expect(within(second).queryByTestId('company-status')).not.toBeInTheDocument();
    expect(
      within(second).queryByRole('link', { name: 'Fiche entreprise' }),
    ).not.toBeInTheDocument();
    fireEvent.click(within(first).getByRole('link', { name: 'Fiche entreprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/123456789'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads from the record modal to the company page, closing the modal first', async () => {
    others['GET /api/analyzer/records/1'] = () =>
      jsonResponse(200, { success: true, data: aRecord(1) });
    const { router } = renderWithSession(
      [
        { path: '/analyzer', element: <AnalyzerPage /> },
        { path: '/companies/:siren', element: <p>company page</p> },
      ],
      '/analyzer',
      aSession({ user: aUser(), isAuthenticated: true }),
    );
    fireEvent.click((await rows())[0]);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('record-detail');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Fiche entreprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/123456789'));
    expect(await screen.findByText('company page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("watches a row's company without opening the row", async () => {
    const posted: unknown[] = [];
    others['GET /api/watches'] = () => jsonResponse(200, { watches: [] });
    others['POST /api/watches'] = (_url, init) => {
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse(201, {
        watch: { id: 1, siren: '123456789', name: 'SOCIÉTÉ 1', createdAt: '2026-01-01' },
      });
    };
    renderPage();
    const [first] = await rows();
    const watch = within(first).getByRole('button', { name: 'Surveiller' });
    await waitFor(() => expect(watch).toBeEnabled());
    fireEvent.click(watch);
    await waitFor(() => expect(posted).toEqual([{ siren: '123456789' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the applied search (its URL, not the edits not yet searched) under a name', async () => {
    let saved: { filters?: unknown; name?: string; alert?: boolean } = {};
    others['GET /api/saved-searches'] = () => jsonResponse(200, { savedSearches: [] });
    // No plan: no alerting search allowed, so the dialog starts without an alert.
    others['GET /api/subscriptions/entitlements'] = () =>
      jsonResponse(200, {
        plan: null,
        recordLimit: null,
        analytics: null,
        export: false,
        apiAccess: false,
        webhooks: false,
        limits: { watches: 5, savedSearchAlerts: 0 },
      });
    others['POST /api/saved-searches'] = (_url, init) => {
      saved = JSON.parse(String(init.body));
      return jsonResponse(201, { savedSearch: { id: 1, createdAt: '2026-01-01', ...saved } });
    };
    renderPage('user', '/analyzer?typeAnnonce=collective&departement=75&page=2');
    await rows();
    fireEvent.change(screen.getByLabelText('Tribunal'), { target: { value: 'Créteil' } });
    const save = screen.getByRole('button', { name: 'Enregistrer cette recherche' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
    expect(within(dialog).getByTestId('save-search-filters')).toHaveTextContent(
      'Filtres : Procédure collective · Département 75',
    );
    fireEvent.change(within(dialog).getByLabelText(/Nom de la recherche/), {
      target: { value: 'Procédures à Paris' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(saved).toEqual({
        name: 'Procédures à Paris',
        alert: false,
        filters: { typeAnnonce: 'collective', departement: '75' },
      }),
    );
  });

  it('restores the department, court and SIREN filters from the URL', async () => {
    renderPage('user', '/analyzer?departement=75,2A&tribunal=Cr%C3%A9teil&siren=880878145');
    await rows();
    expect(lastSearch()).toMatchObject({
      departement: '75,2A',
      tribunal: 'Créteil',
      siren: '880878145',
    });
    const departements = screen.getByRole('combobox', { name: 'Départements' });
    const chosen = departements.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(chosen).getByTitle('75 — Paris')).toHaveTextContent('75');
    expect(within(chosen).getByTitle('2A — Corse-du-Sud')).toHaveTextContent('2A');
    expect(screen.getByLabelText('Tribunal')).toHaveValue('Créteil');
    expect(screen.getByLabelText('SIREN')).toHaveValue('880878145');
  });

  it('finds a department by its name and searches it, with the court and a spaced SIREN', async () => {
    const { router } = renderPage();
    await rows();
    const departements = screen.getByRole('combobox', { name: 'Départements' });
    fireEvent.focus(departements);
    fireEvent.change(departements, { target: { value: 'reunion' } });
    fireEvent.click(await screen.findByRole('option', { name: '974 — La Réunion' }));
    // Typed at once: key by key, a big form re-renders for seconds on a loaded machine.
    fireEvent.change(screen.getByLabelText('Tribunal'), { target: { value: 'Saint-Denis' } });
    fireEvent.change(screen.getByLabelText('SIREN'), { target: { value: '880 878 145' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        departement: '974',
        tribunal: 'Saint-Denis',
        siren: '880878145',
      }),
    );
    expect(router.state.location.search).toBe(
      '?departement=974&tribunal=Saint-Denis&siren=880878145',
    );
  });

  it('refuses a SIREN that is not 9 digits, in either language', async () => {
    renderPage();
    await rows();
    const before = searches.length;
    fireEvent.change(screen.getByLabelText('SIREN'), { target: { value: '880 878' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      await screen.findByText('Le SIREN doit comporter 9 chiffres (ou le SIRET 14)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('SIREN')).toHaveAttribute('aria-invalid', 'true');
    expect(searches).toHaveLength(before);
    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('The SIREN must have 9 digits (or the SIRET 14)'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
  });
});

describe('notices of inactive companies left out', () => {
  const hint = () => screen.findByTestId('hidden-inactive');
  const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

  it('says how many are hidden, and shows them on demand', async () => {
    search = (url) =>
      url.searchParams.get('includeInactive')
        ? page([aRecord(1), aRecord(2), aRecord(3)], { hiddenInactive: 0 })
        : page([aRecord(1)], { hiddenInactive: 3 });
    const { router } = renderPage('user', '/analyzer?q=dupont');
    expect(text(await hint())).toBe("3 annonces d'entreprises inactives masquées — les afficher");
    fireEvent.click(within(await hint()).getByRole('button', { name: 'les afficher' }));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ q: 'dupont', includeInactive: 'true' }),
    );
    expect(router.state.location.search).toBe('?q=dupont&includeInactive=true');
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByTestId('hidden-inactive')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Inclure les entreprises inactives')).toBeChecked();
  });

  it('speaks of one in the singular', async () => {
    search = () => page([aRecord(1)], { hiddenInactive: 1 });
    renderPage();
    expect(text(await hint())).toBe("1 annonce d'entreprise inactive masquée — l'afficher");
  });

  it('says "more than 1,000" past the exact count (the bound + 1), and speaks English', async () => {
    search = () => page([aRecord(1)], { hiddenInactive: 1001, hiddenInactiveIsExact: false });
    renderPage();
    expect(text(await hint())).toBe(
      "Plus de 1 000 annonces d'entreprises inactives masquées — les afficher",
    );
    await act(() => i18n.changeLanguage('en'));
    expect(text(await hint())).toBe(
      'More than 1,000 notices of inactive companies hidden — show them',
    );
    await act(() => i18n.changeLanguage('fr'));
  });

  it('says nothing when none is hidden', async () => {
    renderPage();
    await rows();
    expect(screen.queryByTestId('hidden-inactive')).not.toBeInTheDocument();
  });
});

describe('export of the search', () => {
  const entitlements = (canExport: boolean) => () =>
    jsonResponse(200, {
      plan: { id: 2, name: 'Professionnel' },
      recordLimit: 500,
      analytics: 'advanced',
      export: canExport,
      apiAccess: false,
      webhooks: false,
      limits: { watches: 250, savedSearchAlerts: 10 },
    });

  it('downloads the applied filters as Excel for a plan with the export', async () => {
    const exports: URLSearchParams[] = [];
    others['GET /api/subscriptions/entitlements'] = entitlements(true);
    others['GET /api/analyzer/export'] = (url) => {
      exports.push(url.searchParams);
      return new Response(new Blob(['xlsx']), { status: 200 });
    };
    renderPage('user', '/analyzer?departement=75&q=boulangerie');
    await rows();
    await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(Object.fromEntries(exports[0])).toMatchObject({
      q: 'boulangerie',
      departement: '75',
      format: 'xlsx',
    });
    expect(exports[0].has('page')).toBe(false);
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.anything(), `bodacc-export-${today}.xlsx`),
    );
    expect(await screen.findByText('Export téléchargé')).toBeInTheDocument();
  });

  it('shows other plans which plans open the export, and asks the server nothing', async () => {
    const exportCalls = vi.fn();
    others['GET /api/subscriptions/entitlements'] = entitlements(false);
    others['GET /api/analyzer/export'] = exportCalls;
    renderPage();
    await rows();
    await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    expect(
      await screen.findByText("L'export est inclus dans les formules Professionnel et Entreprise."),
    ).toBeInTheDocument();
    expect(exportCalls).not.toHaveBeenCalled();
  });
});

describe('procedures: status and judgment filters, judgments in the results (issue 30)', () => {
  it('searches by company status and judgment, in the URL, and shows them as removable chips', async () => {
    renderPage();
    await rows();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: "Statut de l'entreprise" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liquidation judiciaire' }));
    fireEvent.click(screen.getByRole('option', { name: 'Procédure collective (non précisée)' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Jugement' }));
    for (const name of ['Ouverture', 'Conversion', 'Plan', 'Clôture', 'Créances', 'Cession'])
      expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Clôture' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        status: 'liquidation_judiciaire,procedure_collective',
        judgment: 'closing',
      }),
    );

    const chips = screen.getByRole('list', { name: 'Filtres appliqués' });
    expect(within(chips).getByText('Liquidation judiciaire')).toBeInTheDocument();
    expect(within(chips).getByText('Procédure collective (non précisée)')).toBeInTheDocument();
    expect(within(chips).getByText('Clôture')).toBeInTheDocument();
    fireEvent.click(within(chips).getByRole('button', { name: 'Retirer le filtre Clôture' }));
    await waitFor(() => expect(lastSearch().judgment).toBeUndefined());
    expect(lastSearch().status).toBe('liquidation_judiciaire,procedure_collective');
  });

  it('restores the status and judgment filters from a shared link', async () => {
    renderPage('user', '/analyzer?status=struck_off&judgment=sale,appeal');
    await rows();
    expect(lastSearch()).toMatchObject({ status: 'struck_off', judgment: 'sale,appeal' });
    expect(screen.getByRole('combobox', { name: "Statut de l'entreprise" })).toHaveTextContent(
      'Radiée',
    );
    expect(screen.getByRole('combobox', { name: 'Jugement' })).toHaveTextContent('Cession, Appel');
  });

  it('takes the SIREN of a pasted SIRET', async () => {
    renderPage();
    await rows();
    const field = screen.getByLabelText('SIREN');
    await userEvent.click(field);
    await userEvent.paste('880 878 145 00015');
    expect(field).toHaveValue('880 878 145');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(lastSearch().siren).toBe('880878145'));
    expect(screen.queryByText(/doit comporter/)).not.toBeInTheDocument();
  });

  it('shows a judgment notice’s judgment kind and date, and every row’s town', async () => {
    search = () =>
      page([
        aRecord(1, {
          type_annonce: 'collective',
          judgmentKind: 'opening',
          judgmentDate: '2024-03-12',
          ville: 'Lyon',
          numero_departement: '69',
        }),
        aRecord(2),
      ]);
    renderPage();
    const [judgment, sale] = await rows();
    expect(within(judgment).getByTestId('record-judgment')).toHaveTextContent(
      'Ouverture · Jugement du 12/03/2024',
    );
    expect(within(judgment).getByTestId('record-town')).toHaveTextContent('Lyon (69)');
    expect(within(sale).queryByTestId('record-judgment')).not.toBeInTheDocument();
    expect(within(sale).getByTestId('record-town')).toHaveTextContent('Paris (75)');
  });
});

describe('what the catalogue covers (issue 30, finding 8)', () => {
  const coverage = (body: Record<string, unknown>) => () =>
    jsonResponse(200, {
      from: '2020-01-02',
      through: '2020-06-30',
      total: 123976,
      totalIsExact: true,
      syncedThrough: format(new Date(), 'yyyy-MM-dd'),
      lastSyncState: 'completed',
      ...body,
    });
  const said = async () =>
    (await screen.findByTestId('catalogue-coverage')).textContent?.replace(/\s/g, ' ');

  it('says from which day to which and how many notices, without a warning when current', async () => {
    others['GET /api/analyzer/coverage'] = coverage({});
    renderPage();
    expect(await said()).toBe(
      'Le catalogue couvre les annonces du 02/01/2020 au 30/06/2020 : 123 976 annonces',
    );
    expect(screen.queryByTestId('catalogue-coverage-warning')).not.toBeInTheDocument();
  });

  it('warns when the sync never succeeded', async () => {
    others['GET /api/analyzer/coverage'] = coverage({
      syncedThrough: null,
      lastSyncState: 'failed',
    });
    renderPage();
    expect(await screen.findByTestId('catalogue-coverage-warning')).toHaveTextContent(
      "La synchronisation avec le BODACC n'a encore jamais abouti : le catalogue peut être incomplet.",
    );
  });

  it('warns, in English too, when the sync lags more than 2 days', async () => {
    await act(() => i18n.changeLanguage('en'));
    const lag = new Date();
    lag.setDate(lag.getDate() - 5);
    others['GET /api/analyzer/coverage'] = coverage({
      syncedThrough: format(lag, 'yyyy-MM-dd'),
      totalIsExact: false,
      total: 10000000,
    });
    renderPage();
    expect(await said()).toBe(
      'The catalogue covers notices from 01/02/2020 to 06/30/2020: about 10,000,000 notices'.replace(
        '01/02/2020 to 06/30/2020',
        '02/01/2020 to 30/06/2020',
      ),
    );
    expect(await screen.findByTestId('catalogue-coverage-warning')).toHaveTextContent(
      `The catalogue is only up to date until ${format(lag, 'dd/MM/yyyy')} (5 days behind)`,
    );
    await act(() => i18n.changeLanguage('fr'));
  });
});

describe('a user who sees no record yet (issue 30)', () => {
  const plan = (name: string | null) => () =>
    jsonResponse(200, {
      plan: name && { id: 2, name },
      recordLimit: null,
      analytics: null,
      export: false,
      apiAccess: false,
      webhooks: false,
      limits: { watches: 5, savedSearchAlerts: 0 },
    });
  const seesNothing = () => {
    search = () => page([]);
    const fetchMock = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/analyzer/records' && url.searchParams.get('limit') === '1')
        return page([]);
      return original(input, init);
    });
  };

  it('without a plan, points to the plans and their 14-day trial, not to the administrator', async () => {
    others['GET /api/subscriptions/entitlements'] = plan(null);
    seesNothing();
    renderPage();
    const message = await screen.findByTestId('no-access');
    await waitFor(() => expect(message).toHaveTextContent("14 jours d'essai gratuit"));
    expect(message).not.toHaveTextContent('administrateur');
    expect(within(message).getByRole('link', { name: /Voir les formules/ })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('with a plan, keeps the administrator wording', async () => {
    others['GET /api/subscriptions/entitlements'] = plan('Débutant');
    seesNothing();
    renderPage();
    const message = await screen.findByTestId('no-access');
    await waitFor(() =>
      expect(message).toHaveTextContent(
        "Veuillez demander à l'administrateur de vous donner accès",
      ),
    );
    expect(message).not.toHaveTextContent("14 jours d'essai");
  });
});
