import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { mockApi, type MockedRequest } from '../../../test/mock-api';
import { jsonResponse, renderApp } from '../../../test/render';
import type { AdminReport } from '../types';
import { AdminReportsPage } from './AdminReportsPage';

let api: ReturnType<typeof mockApi>;
const listUrl = (state: string, page = 1) =>
  `GET /api/admin/reports?state=${state}&page=${page}&limit=20`;

const aReport = (overrides: Partial<AdminReport> = {}): AdminReport => ({
  id: 7,
  siren: '880878145',
  companyName: 'Ganymède',
  field: 'status',
  message: 'La société a été réimmatriculée.',
  recordId: null,
  reporterEmail: 'marie@example.com',
  createdAt: '2026-11-20T09:30:00.000Z',
  closedAt: null,
  closedByEmail: null,
  reply: null,
  ...overrides,
});
const pageOf = (reports: AdminReport[]) => ({
  reports,
  page: 1,
  limit: 20,
  total: reports.length,
  totalPages: 1,
});

let open: AdminReport[];
beforeEach(async () => {
  await i18n.changeLanguage('fr');
  api = mockApi();
  api.signIn();
  open = [
    aReport(),
    aReport({ id: 8, field: 'notice', recordId: 42, reporterEmail: null, message: 'Date fausse' }),
  ];
  api.routes[listUrl('open')] = () => jsonResponse(200, pageOf(open));
  api.routes[listUrl('closed')] = api.json(
    200,
    pageOf([
      aReport({
        id: 3,
        closedAt: '2026-11-21T10:00:00.000Z',
        closedByEmail: 'admin@example.com',
        reply: 'Corrigé.',
      }),
    ]),
  );
  api.routes['POST /api/admin/reports/7/close'] = (request: MockedRequest) => {
    open = open.filter((report) => report.id !== 7);
    return jsonResponse(200, {
      report: aReport({ closedAt: '2026-11-22T00:00:00Z', ...(request.body as object) }),
    });
  };
});

const render = () =>
  renderApp([{ path: '/admin/reports', element: <AdminReportsPage /> }], '/admin/reports');
/** The rows once the list answered (the table is there, empty, while it loads). */
const rows = async () =>
  within(
    await screen.findByRole('table', { name: 'Signalements des utilisateurs' }),
  ).findAllByTestId('report-row');
const shownRows = () => screen.getAllByTestId('report-row');

describe('admin reports', () => {
  it('lists the open reports with their company, field, message, reporter and date', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Signalements' })).toBeVisible();
    const [first, second] = await rows();
    expect(within(first).getByRole('link', { name: 'Ganymède' })).toHaveAttribute(
      'href',
      '/companies/880878145',
    );
    expect(first).toHaveTextContent('880 878 145');
    expect(first).toHaveTextContent('Statut');
    expect(first).toHaveTextContent('La société a été réimmatriculée.');
    expect(first).toHaveTextContent('marie@example.com');
    expect(first).toHaveTextContent('20/11/2026');
    expect(within(second).getByRole('link', { name: "Depuis l'annonce" })).toHaveAttribute(
      'href',
      '/analyzer/records/42',
    );
    expect(second).toHaveTextContent('Compte supprimé');
    expect(screen.getByTestId('reports-total')).toHaveTextContent('2 signalements');
  });

  it('closes a report with a reply, and the list no longer shows it', async () => {
    render();
    await rows();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Clore le signalement de marie@example.com sur Ganymède',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clore le signalement' });
    expect(dialog).toHaveTextContent("L'utilisateur sera prévenu par une notification.");
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Réponse (facultative)' }),
      '  Corrigé, merci.  ',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clore' }));
    expect(
      await screen.findByText("Signalement clos : l'utilisateur est prévenu.", {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/reports/7/close',
      body: { reply: 'Corrigé, merci.' },
    });
    await waitFor(() => expect(shownRows()).toHaveLength(1));
  });

  it('says when another admin closed it first', async () => {
    api.routes['POST /api/admin/reports/7/close'] = api.json(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'REPORT_ALREADY_CLOSED',
      message: 'This report is already closed',
    });
    render();
    await rows();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Clore le signalement de marie@example.com sur Ganymède',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clore le signalement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clore' }));
    expect(await within(dialog).findByText('Ce signalement a déjà été clos.')).toBeVisible();
  });

  it('shows the closed ones on demand, with who closed them and the reply', async () => {
    render();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Clos' }));
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    const [closed] = await rows();
    expect(closed).toHaveTextContent('le 21/11/2026 par admin@example.com');
    expect(closed).toHaveTextContent('Réponse : Corrigé.');
    expect(within(closed).queryByRole('button', { name: /Clore/ })).toBeNull();
  });

  it('says when there is nothing to handle, in English too', async () => {
    await i18n.changeLanguage('en');
    open = [];
    render();
    expect(await screen.findByText('No report to handle.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await i18n.changeLanguage('fr');
  });
});
