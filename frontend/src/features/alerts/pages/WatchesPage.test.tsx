import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import { CATALOGUE_PLANS } from '../../billing/test-fixtures';
import { aWatch, entitlementsOf } from '../test-fixtures';
import type { Watch } from '../types';
import { WatchesPage } from './WatchesPage';

let api: ReturnType<typeof mockApi>;
let watches: Watch[];
let releasedSlots: { freesAt: string }[];

const WATCHES = [
  aWatch(),
  aWatch({
    id: 2,
    siren: '552100554',
    name: null,
    status: { code: 'active', since: null, annonceId: null },
    lastNotice: null,
  }),
];

beforeEach(() => {
  watches = WATCHES;
  releasedSlots = [];
  api = mockApi();
  api.signIn();
  api.routes['GET /api/watches'] = () => jsonResponse(200, { watches, releasedSlots });
  api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf(null));
  api.routes['GET /api/subscriptions/plans'] = api.json(200, { plans: CATALOGUE_PLANS });
  api.routes['DELETE /api/watches/1'] = () => {
    watches = watches.filter((watch) => watch.id !== 1);
    return new Response(null, { status: 204 });
  };
});

const render = () =>
  renderApp(
    [
      { path: '/watches', element: <WatchesPage /> },
      { path: '/companies/:siren', element: <p>company page</p> },
    ],
    '/watches',
  );

describe('watched companies page', () => {
  it('lists each company with its status, its latest notice and the way to its page', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entreprises surveillées' }),
    ).toBeInTheDocument();
    const [bakery, unnamed] = await screen.findAllByTestId('watch-row');
    expect(within(bakery).getByRole('link', { name: 'BOULANGERIE DUPONT' })).toHaveAttribute(
      'href',
      '/companies/880878145',
    );
    expect(bakery).toHaveTextContent('SIREN 880 878 145');
    expect(within(bakery).getByTestId('company-status')).toHaveTextContent(
      'Redressement judiciaire depuis le 03/11/2025',
    );
    expect(
      within(bakery).getByRole('link', { name: '03/11/2025 · Procédure collective' }),
    ).toHaveAttribute('href', '/analyzer/records/42');
    expect(bakery).toHaveTextContent('05/01/2026');
    // Without a name in the catalogue, the SIREN names the company.
    expect(within(unnamed).getByRole('link', { name: '552 100 554' })).toBeInTheDocument();
    expect(unnamed).toHaveTextContent('Aucune annonce');
    expect(within(unnamed).getByTestId('company-status')).toHaveTextContent('En activité');
  });

  it('says how many the plan allows, and at the limit leads to the plans', async () => {
    const under = render();
    expect(await screen.findByTestId('usage-watches')).toHaveTextContent(
      'Entreprises surveillées : 2 / 5',
    );
    expect(screen.queryByTestId('plan-limit')).toBeNull();
    // What the next plan allows, and the way to it.
    const next = await screen.findByTestId('next-plan-watches');
    expect(next).toHaveTextContent("La formule Débutant permet d'en surveiller 25.");
    expect(within(next).getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    under.unmount();

    watches = Array.from({ length: 5 }, (_, i) => aWatch({ id: i + 1, siren: `88087814${i}` }));
    render();
    const notice = await screen.findByTestId('plan-limit');
    expect(notice).toHaveTextContent('Votre formule permet de surveiller 5 entreprises');
    expect(within(notice).getByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it('counts the places removed watches hold for 24 h, and says when the next frees', async () => {
    const freesAt = new Date(2026, 0, 6, 9, 15).toISOString();
    releasedSlots = [{ freesAt }];
    const under = render();
    expect(await screen.findByTestId('held-watch-slots')).toHaveTextContent(
      'Une place reste prise par une entreprise retirée il y a moins de 24 h : elle se libère le 06/01/2026 à 09:15.',
    );
    expect(screen.queryByTestId('plan-limit')).toBeNull();
    under.unmount();

    // 4 watched and 1 held: the 5 places of the plan are taken.
    watches = Array.from({ length: 4 }, (_, i) => aWatch({ id: i + 1, siren: `88087814${i}` }));
    render();
    const notice = await screen.findByTestId('plan-limit');
    expect(notice).toHaveTextContent('toutes ses places sont prises');
    expect(notice).toHaveTextContent('elle se libère le 06/01/2026 à 09:15');
    expect(screen.queryByTestId('held-watch-slots')).toBeNull();
  });

  it('shows no limit for the Entreprise plan', async () => {
    api.routes['GET /api/subscriptions/entitlements'] = api.json(200, entitlementsOf('Entreprise'));
    render();
    expect(await screen.findByTestId('usage-watches')).toHaveTextContent(
      'Entreprises surveillées : 2 (sans limite avec votre formule)',
    );
    // No plan allows more.
    await waitFor(() => expect(api.calledPaths()).toContain('GET /subscriptions/plans'));
    expect(screen.queryByTestId('next-plan-watches')).toBeNull();
  });

  it('stops watching a company', async () => {
    render();
    await screen.findAllByTestId('watch-row');
    fireEvent.click(screen.getByRole('button', { name: 'Ne plus surveiller BOULANGERIE DUPONT' }));
    await waitFor(() => expect(screen.getAllByTestId('watch-row')).toHaveLength(1));
    expect(api.calledPaths()).toContain('DELETE /watches/1');
    expect(screen.getByTestId('usage-watches')).toHaveTextContent('1 / 5');
  });

  it('says there is none yet, with the way to the analyzer, in French and English', async () => {
    watches = [];
    render();
    expect(await screen.findByText(/Vous ne surveillez aucune entreprise/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à l'analyseur" })).toHaveAttribute(
      'href',
      '/analyzer',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(/You are not watching any company/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Watched companies');
  });

  it('says when the list cannot be read', async () => {
    api.routes['GET /api/watches'] = api.json(500, { statusCode: 500, message: '' });
    render();
    expect(
      await screen.findByText('Impossible de charger vos entreprises surveillées.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('importing a list of companies', () => {
  it('sends the pasted numbers and shows each count, each invalid line and what the plan left out', async () => {
    let sent: unknown;
    api.routes['POST /api/watches/import'] = (request) => {
      sent = request.body;
      return jsonResponse(201, {
        added: 2,
        alreadyWatched: 1,
        duplicates: 1,
        invalid: [{ line: 4, value: '12345', reason: 'wrong_length' }],
        overLimit: [{ line: 6, siren: '552100554' }],
      });
    };
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Importer une liste' }));
    const dialog = await screen.findByRole('dialog', { name: "Importer une liste d'entreprises" });
    fireEvent.change(within(dialog).getByLabelText('Ou collez une liste de SIREN ou de SIRET'), {
      target: { value: '880878145\n552 100 554; 12345\n\n' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByTestId('import-added')).toHaveTextContent(
      '2 entreprises ajoutées à vos entreprises surveillées',
    );
    expect(sent).toEqual({ sirens: ['880878145', '552 100 554', '12345'] });
    expect(within(dialog).getByTestId('import-already')).toHaveTextContent('1 déjà surveillée');
    expect(within(dialog).getByTestId('import-duplicates')).toHaveTextContent(
      '1 doublon dans la liste',
    );
    expect(within(dialog).getByText('1 ligne invalide, ignorée')).toBeInTheDocument();
    const [, invalid] = within(within(dialog).getByTestId('import-invalid')).getAllByRole('row');
    expect(invalid).toHaveTextContent('412345Ni 9 chiffres (SIREN) ni 14 (SIRET)');
    const over = within(dialog).getByTestId('import-over-limit');
    expect(over).toHaveTextContent('Ligne 6 : SIREN 552100554');
    // What the next plan allows, with the way to it.
    expect(await within(over).findByRole('link', { name: 'Voir les abonnements' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(over).toHaveTextContent("La formule Débutant permet d'en surveiller 25.");
    // The list is read again: the new watches show.
    await waitFor(() =>
      expect(api.calledPaths().filter((path) => path === 'GET /watches').length).toBe(2),
    );
  });
});
