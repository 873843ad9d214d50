import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import type { CompanyAnnouncement, CompanyResponse } from '../types';
import { CompanyPage } from './CompanyPage';

const notice = (id: number, overrides: Partial<CompanyAnnouncement> = {}): CompanyAnnouncement => ({
  id,
  annonce_id: `A${id}`,
  date_parution: '2024-03-07',
  type_annonce: 'collective',
  famille: 'Procédures collectives',
  nom_complet: 'BOULANGERIE DUPONT',
  nom_commercial: null,
  forme_juridique: 'SAS',
  rcs: '880 878 145 RCS Paris',
  siren: '880878145',
  ville: 'Paris',
  adresse: '1 rue de la Paix 75002 Paris',
  numero_departement: '75',
  tribunal: 'Tribunal de commerce de Paris',
  proceduration_collective_existe: true,
  type_jugement: "Jugement d'ouverture de liquidation judiciaire",
  date_jugement: '2024-03-05',
  date_cessation_paiements: null,
  judgmentKind: 'opening',
  judgmentNature: "Jugement d'ouverture de liquidation judiciaire",
  judgmentDate: '2024-03-05',
  cessationDate: null,
  practitioners: [],
  isFavorite: false,
  favorite: null,
  url_complete: `https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A${id}`,
  companyStatus: { code: 'liquidation_judiciaire', since: '2024-03-05', annonceId: 'A1' },
  ...overrides,
});

const answer = (page: number, total = 12): CompanyResponse => ({
  company: {
    siren: '880878145',
    name: 'BOULANGERIE DUPONT',
    status: { code: 'liquidation_judiciaire', since: '2024-03-05', annonceId: 'A1' },
    legalForm: 'SAS',
    address: '1 rue de la Paix 75002 Paris',
    activity: 'Boulangerie, pâtisserie',
    tribunal: 'Tribunal de commerce de Paris',
    officers: [
      {
        name: 'YETIM Oguz',
        role: 'Président',
        since: '2019-03-04',
        until: null,
        annonceId: 'A20190001',
      },
      {
        name: 'AYHAN Muhammet',
        role: 'Directeur général',
        since: '2019-03-04',
        until: '2020-02-10',
        annonceId: 'A20190001',
      },
    ],
    filings: [
      {
        closingDate: '2022-12-31',
        type: 'Comptes annuels et rapports',
        publishedAt: '2023-07-12',
        annonceId: 'C20230002',
      },
    ],
    accountsOverdue: true,
    identity: null,
    transfers: [
      {
        date: '2023-06-01',
        fromTribunal: 'Greffe du tribunal de commerce de Lyon',
        toTribunal: 'Greffe du tribunal de commerce de Paris',
        annonceId: 'A2',
      },
    ],
  },
  announcements: {
    data:
      page === 1
        ? [
            notice(1, {
              type_jugement: 'Jugement de conversion en liquidation judiciaire',
              judgmentKind: 'conversion',
              judgmentNature: 'Jugement de conversion en liquidation judiciaire',
              judgmentDate: '2024-03-05',
              practitioners: [{ role: 'liquidateur', name: 'SELARL MJ SYNERGIE' }],
            }),
            notice(2, {
              type_annonce: 'vente',
              date_parution: '2023-06-01',
              url_complete: null,
              type_jugement: null,
              judgmentKind: null,
              judgmentNature: null,
              judgmentDate: null,
            }),
          ]
        : [notice(11, { type_annonce: 'creation', date_parution: '2019-01-02' })],
    meta: { page, limit: 10, total, totalPages: Math.ceil(total / 10), totalIsExact: true },
  },
});

let respond: (url: URL) => Response;
/** The watch switch's calls: the watches, and the plan for its limit. */
let watchRoute: (init: RequestInit) => Response;
let calls: URL[];

beforeEach(() => {
  calls = [];
  respond = (url) => jsonResponse(200, answer(Number(url.searchParams.get('page'))));
  watchRoute = () => jsonResponse(200, { watches: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      if (url.pathname === '/api/watches') return watchRoute(init);
      if (url.pathname === '/api/subscriptions/entitlements')
        return jsonResponse(200, { plan: null, limits: { watches: 5, savedSearchAlerts: 0 } });
      return respond(url);
    }),
  );
});
afterEach(() => i18n.changeLanguage('fr'));

const renderPage = (path = '/companies/880878145') =>
  renderWithSession(
    [
      { path: '/companies/:siren', element: <CompanyPage /> },
      { path: '/analyzer/records/:recordId', element: <p>record page</p> },
      { path: '/analyzer', element: <p>analyzer</p> },
    ],
    path,
    aSession({ user: aUser(), isAuthenticated: true }),
  );

const field = (name: string) =>
  screen.getByTestId('company-header').querySelector(`[data-field="${name}"] dd`);

describe('company page', () => {
  it('shows who the company is, its status since when, and its notices newest first', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BOULANGERIE DUPONT' }),
    ).toBeInTheDocument();
    expect(calls[0].pathname).toBe('/api/companies/880878145');
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ page: '1', limit: '10' });
    const header = screen.getByTestId('company-header');
    expect(within(header).getByTestId('company-status')).toHaveTextContent(
      'Liquidation judiciaire depuis le 05/03/2024',
    );
    expect(field('siren')).toHaveTextContent('880 878 145');
    expect(field('legalForm')).toHaveTextContent('SAS');
    expect(field('address')).toHaveTextContent('1 rue de la Paix 75002 Paris');
    expect(field('activity')).toHaveTextContent('Boulangerie, pâtisserie');
    expect(field('tribunal')).toHaveTextContent('Tribunal de commerce de Paris');

    const officers = within(screen.getByRole('region', { name: 'Dirigeants' }));
    const [president, former] = officers.getAllByTestId('company-officer');
    expect(president).toHaveTextContent('YETIM OguzPrésidentdepuis le 04/03/2019');
    expect(within(president).getByRole('link', { name: /Voir l'annonce/ })).toHaveAttribute(
      'href',
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A20190001',
    );
    expect(officers.getByRole('heading', { name: 'Anciens dirigeants' })).toBeInTheDocument();
    expect(former).toHaveTextContent('AYHAN MuhammetDirecteur généraldu 04/03/2019 au 10/02/2020');

    const filings = within(screen.getByRole('region', { name: 'Dépôts des comptes' }));
    expect(filings.getByTestId('accounts-overdue')).toHaveTextContent(
      'Comptes en retard : les derniers comptes déposés ont été clos le 31/12/2022',
    );
    expect(filings.getByTestId('company-filing')).toHaveTextContent(
      'Comptes clos le 31/12/2022Comptes annuels et rapportspublié le 12/07/2023',
    );

    const [latest, older] = screen.getAllByTestId('company-notice');
    expect(latest).toHaveTextContent('07/03/2024');
    expect(latest).toHaveTextContent('Procédure collective');
    expect(latest).toHaveTextContent('Jugement de conversion en liquidation judiciaire');
    expect(within(latest).getByTestId('notice-judgment')).toHaveTextContent(
      'Conversion · Jugement du 05/03/2024 · Liquidateur : SELARL MJ SYNERGIE',
    );
    expect(within(older).queryByTestId('notice-judgment')).toBeNull();
    expect(within(older).getByTestId('notice-transfer')).toHaveTextContent(
      'Transfert du siège hors ressort · registre quitté : Greffe du tribunal de commerce de Lyon · nouveau registre : Greffe du tribunal de commerce de Paris',
    );
    expect(within(latest).queryByTestId('notice-transfer')).toBeNull();
    expect(within(latest).getByRole('link', { name: "Ouvrir l'annonce" })).toHaveAttribute(
      'href',
      '/analyzer/records/1',
    );
    const official = within(latest).getByRole('link', { name: /Voir l'annonce officielle/ });
    expect(official).toHaveAttribute(
      'href',
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A1',
    );
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(older).toHaveTextContent('01/06/2023');
    expect(older).toHaveTextContent('Vente et cession');
    expect(within(older).queryByRole('link', { name: /annonce officielle/ })).toBeNull();
    expect(screen.getByTestId('company-total')).toHaveTextContent('12 annonces');
  });

  it('follows the company, and then offers to stop', async () => {
    let watched = false;
    watchRoute = (init) => {
      const watch = { id: 1, siren: '880878145', name: 'BOULANGERIE DUPONT', createdAt: '' };
      if (init.method !== 'POST')
        return jsonResponse(200, { watches: watched ? [{ ...watch, lastNotice: null }] : [] });
      watched = true;
      return jsonResponse(201, { watch });
    };
    renderPage();
    const follow = await screen.findByRole('button', { name: 'Suivre cette entreprise' });
    await waitFor(() => expect(follow).toBeEnabled());
    fireEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Ne plus surveiller' })).toBeInTheDocument();
    // Watching shows every notice of the company: its page is read again.
    await waitFor(() =>
      expect(calls.filter((url) => url.pathname === '/api/companies/880878145')).toHaveLength(2),
    );
  });

  it('pages the notices ten at a time, the page in the URL', async () => {
    const { router } = renderPage();
    await screen.findAllByTestId('company-notice');
    const nav = screen.getByRole('navigation', { name: 'Pagination des annonces' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('02/01/2019')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getAllByTestId('company-notice')).toHaveLength(1);
  });

  it('opens a notice on the record page, which comes back to this page', async () => {
    const { router } = renderPage('/companies/880878145?page=2');
    fireEvent.click(await screen.findByRole('link', { name: "Ouvrir l'annonce" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyzer/records/11'));
    expect(router.state.location.state).toEqual({ results: '/companies/880878145?page=2' });
  });

  it('says "more than 10,000" when the count is not exact', async () => {
    respond = () => {
      const body = answer(1, 10001);
      body.announcements.meta.totalIsExact = false;
      return jsonResponse(200, body);
    };
    renderPage();
    expect((await screen.findByTestId('company-total')).textContent?.replace(/\s/g, ' ')).toBe(
      'Plus de 10 000 annonces',
    );
  });

  it('says when none of the notices is visible, with the way back to the analyzer', async () => {
    respond = () =>
      jsonResponse(404, {
        statusCode: 404,
        error: 'Not Found',
        code: 'COMPANY_NOT_FOUND',
        message: 'Company not found',
      });
    renderPage();
    expect(
      await screen.findByText('Aucune annonce de cette entreprise ne vous est accessible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'analyseur" })).toHaveAttribute(
      'href',
      '/analyzer',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText("None of this company's notices is available to you."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the analyzer' })).toBeInTheDocument();
  });

  it('does not ask the server about a malformed SIREN', async () => {
    renderPage('/companies/12345');
    expect(
      await screen.findByText("Ce numéro SIREN n'est pas valide : il doit comporter 9 chiffres."),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('reads a SIREN written with spaces', async () => {
    renderPage('/companies/880%20878%20145');
    await screen.findByRole('heading', { level: 1, name: 'BOULANGERIE DUPONT' });
    expect(calls[0].pathname).toBe('/api/companies/880878145');
  });
});
