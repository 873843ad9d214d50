import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { Portfolio } from '../types';
import { PortfolioPage } from './PortfolioPage';

let api: ReturnType<typeof mockApi>;

const portfolio = (data: Portfolio['companies']['data']): Portfolio => ({
  summary: {
    total: 3,
    byStatus: { liquidation_judiciaire: 1, active: 2 },
    byFlag: { procedure_open: 1, new_notice_7d: 2 },
    events7d: 2,
    events30d: 5,
  },
  companies: { data, meta: { page: 1, limit: 20, total: data.length, totalPages: 1 } },
});

const LIQUIDATION = {
  siren: '819192899',
  name: 'MN MATERIAUX',
  status: { code: 'liquidation_judiciaire' as const, since: '2026-01-27', annonceId: 'A1' },
  lastEvent: { date: '2026-11-25', type: 'collective', annonceId: 'A20260001' },
  flags: ['procedure_open' as const, 'new_notice_7d' as const],
};

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['GET /api/portfolio?page=1&limit=20'] = api.json(200, portfolio([LIQUIDATION]));
  api.routes['GET /api/portfolio?flag=procedure_open&page=1&limit=20'] = api.json(
    200,
    portfolio([LIQUIDATION]),
  );
  api.routes['GET /api/subscriptions/entitlements'] = () =>
    jsonResponse(200, { plan: null, limits: { watches: 5, savedSearchAlerts: 0 } });
});
afterEach(() => i18n.changeLanguage('fr'));

const render = (path = '/portfolio') =>
  renderApp(
    [
      { path: '/portfolio', element: <PortfolioPage /> },
      { path: '/companies/:siren', element: <p>company page</p> },
    ],
    path,
  );

describe('portfolio page', () => {
  it('sums the portfolio up and lists each company with its status, latest notice and flags', async () => {
    render();
    const summary = await screen.findByTestId('portfolio-summary');
    expect(within(summary).getByTestId('portfolio-total')).toHaveTextContent(
      '3entreprises surveillées',
    );
    expect(within(summary).getByTestId('portfolio-events7d')).toHaveTextContent(
      '2annonces ces 7 derniers jours',
    );
    expect(within(summary).getByTestId('portfolio-by-flag')).toHaveTextContent(
      'Procédure en cours · 1Nouvelle annonce (7 j) · 2',
    );
    const [row] = await screen.findAllByTestId('portfolio-row');
    expect(within(row).getByRole('link', { name: 'MN MATERIAUX' })).toHaveAttribute(
      'href',
      '/companies/819192899',
    );
    expect(row).toHaveTextContent('SIREN 819 192 899');
    expect(
      within(row).getByRole('link', { name: /25\/11\/2026 · Procédure collective/ }),
    ).toHaveAttribute(
      'href',
      'https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:A20260001',
    );
    expect(within(row).getByTestId('portfolio-flags')).toHaveTextContent(
      'Procédure en coursNouvelle annonce (7 j)',
    );
    expect(screen.getByTestId('usage-watches')).toHaveTextContent(
      'Entreprises surveillées : 3 / 5',
    );
  });

  it('keeps the companies of a flag when its chip is clicked, in the URL', async () => {
    const { router } = render();
    fireEvent.click(await screen.findByText('Procédure en cours · 1'));
    await waitFor(() => expect(router.state.location.search).toBe('?flag=procedure_open'));
    expect(api.calledPaths()).toContain('GET /portfolio?flag=procedure_open&page=1&limit=20');
    expect(await screen.findByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('says so when the portfolio is empty, in English too', async () => {
    await i18n.changeLanguage('en');
    api.routes['GET /api/portfolio?page=1&limit=20'] = api.json(200, {
      ...portfolio([]),
      summary: { total: 0, byStatus: {}, byFlag: {}, events7d: 0, events30d: 0 },
    });
    render();
    expect(await screen.findByText(/Your portfolio is empty/)).toBeInTheDocument();
    expect(screen.getByText('No flag: nothing to watch closely for now.')).toBeInTheDocument();
  });
});
