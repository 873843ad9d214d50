import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { translateJobText } from '../job-text';
import { aHistoryStatus } from '../test-fixtures';
import type { HistoryStatus } from '../types';
import { BodaccHistoryPanel } from './BodaccHistoryPanel';

const running = (overrides: Partial<HistoryStatus> = {}) =>
  aHistoryStatus({
    from: '2008-01-01',
    through: '2026-11-23',
    state: 'running',
    months: { done: 12, total: 226 },
    currentMonth: '2025-11',
    rows: 1_234_567,
    ratePerSecond: 1_234.4,
    etaSeconds: 7_500,
    expectedRows: 48_000_000,
    processId: 'hist-1',
    ...overrides,
  });

const anEstimate = {
  from: '2010-01-01',
  through: '2026-11-23',
  months: 203,
  notices: 31_234_567,
  diskBytes: 47_520_000_000,
};

const conflict = (code: string, message: string) =>
  jsonResponse(409, { statusCode: 409, message, error: 'Conflict', code });

let statuses: HistoryStatus[];
let estimateAnswer: () => Response;
let startAnswer: () => Response;
let calls: string[];
let bodies: Record<string, unknown>;

beforeEach(() => {
  statuses = [aHistoryStatus()];
  estimateAnswer = () => jsonResponse(200, anEstimate);
  startAnswer = () =>
    jsonResponse(200, running({ from: '2010-01-01', months: { done: 0, total: 203 } }));
  calls = [];
  bodies = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${url.search}`);
      bodies[url.pathname] = init.body ? JSON.parse(String(init.body)) : undefined;
      const current = () => statuses[0];
      if (url.pathname === '/api/admin/history' && method === 'GET') {
        return jsonResponse(200, statuses.length > 1 ? statuses.shift() : current());
      }
      if (url.pathname === '/api/admin/history/estimate') return estimateAnswer();
      if (url.pathname === '/api/admin/history/start') return startAnswer();
      if (url.pathname === '/api/admin/history/pause') {
        statuses = [{ ...current(), state: 'paused', ratePerSecond: null, etaSeconds: null }];
        return jsonResponse(200, current());
      }
      if (url.pathname === '/api/admin/history/resume') {
        statuses = [running({ months: { done: 40, total: 226 } })];
        return jsonResponse(200, current());
      }
      return jsonResponse(404, { statusCode: 404, message: 'not mocked' });
    }),
  );
});

const renderPanel = () =>
  renderWithSession(
    [{ path: '/admin/data', element: <BodaccHistoryPanel /> }],
    '/admin/data',
    aSession({ user: aUser({ role: 'admin' }), isAuthenticated: true }),
  );

const panel = () => screen.getByTestId('history-panel');
const state = () => screen.getByTestId('history-state');
const field = (name: string) =>
  panel().querySelector(`[data-field="history-${name}"] dd`) as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '[data-testid="toast"] *' });

describe('the BODACC history panel', () => {
  it('estimates the chosen first day, states the estimate before starting, and starts from it', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Historique BODACC' })).toBeInTheDocument();
    expect(state()).toHaveAttribute('data-state', 'idle');
    expect(state()).toHaveTextContent('Jamais chargé');
    const from = screen.getByLabelText('Premier jour');
    expect(from).toHaveValue('2008-01-01');
    fireEvent.change(from, { target: { value: '2010-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimer' }));
    const estimate =
      'Du 01/01/2010 au 23/11/2026 : 203 mois, 31 234 567 annonces, environ 47,5 Go sur le disque';
    expect(await screen.findByTestId('history-estimate')).toHaveTextContent(estimate);
    expect(calls).toContain('GET /api/admin/history/estimate?from=2010-01-01');

    fireEvent.click(screen.getByRole('button', { name: "Charger l'historique" }));
    const dialog = await screen.findByRole('dialog', { name: "Charger l'historique du BODACC ?" });
    expect(dialog).toHaveTextContent(estimate);
    expect(bodies['/api/admin/history/start']).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Charger' }));
    await waitFor(() => expect(bodies['/api/admin/history/start']).toEqual({ from: '2010-01-01' }));
    expect(await toast("Chargement de l'historique démarré")).toBeInTheDocument();
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'running'));
    expect(screen.queryByRole('button', { name: "Charger l'historique" })).not.toBeInTheDocument();
  });

  it('hides an estimate once the day changes, and confirms without one', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Estimer' }));
    expect(await screen.findByTestId('history-estimate')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Premier jour'), { target: { value: '2012-06-01' } });
    expect(screen.queryByTestId('history-estimate')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Charger l'historique" }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Toutes les annonces publiées depuis le 01/06/2012 seront chargées, mois par mois.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies['/api/admin/history/start']).toBeUndefined();
  });

  it("shows why the estimate could not be had, in the server's words or translated", async () => {
    estimateAnswer = () =>
      jsonResponse(502, { statusCode: 502, message: 'The portal did not answer' });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Estimer' }));
    expect(await screen.findByTestId('history-estimate-error')).toHaveTextContent(
      'Estimation impossible : The portal did not answer',
    );
    estimateAnswer = () => conflict('SYNC_DISABLED', 'The BODACC sync is turned off');
    fireEvent.click(screen.getByRole('button', { name: 'Estimer' }));
    await waitFor(() =>
      expect(screen.getByTestId('history-estimate-error')).toHaveTextContent(
        'Estimation impossible : La synchronisation BODACC est désactivée sur ce serveur',
      ),
    );
    expect(screen.getByRole('button', { name: "Charger l'historique" })).toBeEnabled();
  });

  it('says why the start was refused, translated by its code', async () => {
    startAnswer = () =>
      conflict('HISTORY_ALREADY_RUNNING', 'The BODACC history is already loading');
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: "Charger l'historique" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Charger' }));
    expect(await toast("Un chargement de l'historique est déjà en cours")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state()).toHaveAttribute('data-state', 'idle');
  });

  it("shows a running history's months, rows, rate and time left, reads it again, and pauses it", async () => {
    statuses = [running(), running({ months: { done: 13, total: 226 }, currentMonth: '2025-10' })];
    renderPanel();
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'running'));
    expect(state()).toHaveTextContent('En cours');
    expect(field('range')).toHaveTextContent('du 01/01/2008 au 23/11/2026');
    expect(field('months')).toHaveTextContent('12 / 226 mois');
    expect(field('current-month')).toHaveTextContent('novembre 2025');
    expect(field('rows')).toHaveTextContent('1 234 567 annonces sur environ 48 000 000');
    expect(field('rate')).toHaveTextContent('1 234 annonces/s');
    expect(field('eta')).toHaveTextContent('2 h 05 min');
    const progress = screen.getByTestId('history-progress');
    expect(progress).toHaveAccessibleName("Progression de l'historique");
    expect(progress).toHaveAttribute('aria-valuenow', '5');

    // Read again every 2 s while it runs.
    await waitFor(() => expect(field('months')).toHaveTextContent('13 / 226 mois'), {
      timeout: 4000,
    });
    expect(field('current-month')).toHaveTextContent('octobre 2025');

    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'paused'));
    expect(calls).toContain('POST /api/admin/history/pause');
    expect(await toast("Chargement de l'historique mis en pause")).toBeInTheDocument();
    expect(field('rate')).toBeNull();
    expect(field('eta')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reprendre' })).toBeEnabled();
  });

  it('resumes a paused history where it stopped', async () => {
    statuses = [running({ state: 'paused', ratePerSecond: null, etaSeconds: null })];
    renderPanel();
    await waitFor(() => expect(state()).toHaveTextContent('En pause'));
    expect(panel()).toHaveTextContent('Le chargement est en pause');
    expect(field('months')).toHaveTextContent('12 / 226 mois');
    expect(screen.queryByRole('button', { name: 'Mettre en pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Charger l'historique" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'running'));
    expect(calls).toContain('POST /api/admin/history/resume');
    expect(field('months')).toHaveTextContent('40 / 226 mois');
  });

  it('says why a history failed, translated from its code, and resumes it', async () => {
    statuses = [
      running({
        state: 'failed',
        ratePerSecond: null,
        etaSeconds: null,
        message: 'Failed: The portal could not be read after 6 attempts: HTTP 503',
        messageCode: 'failed.syncDownloadFailed',
        messageParams: { attempts: 6, reason: 'HTTP 503' },
      }),
    ];
    renderPanel();
    const message = await screen.findByTestId('history-message');
    expect(message).toHaveTextContent(
      "Échec : le portail n'a pas pu être lu après 6 tentatives : HTTP 503",
    );
    expect(message).not.toHaveTextContent('could not be read');
    expect(state()).toHaveTextContent('Échec');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await waitFor(() => expect(state()).toHaveAttribute('data-state', 'running'));
  });

  it("shows a failed history's English message when its code is unknown", async () => {
    statuses = [
      running({ state: 'failed', message: 'Something new', messageCode: 'historyNewCode' }),
    ];
    renderPanel();
    expect(await screen.findByTestId('history-message')).toHaveTextContent('Something new');
  });

  it('says when a resume is refused, translated by its code', async () => {
    statuses = [running({ state: 'failed', message: 'Failed' })];
    renderPanel();
    vi.mocked(fetch).mockImplementationOnce(async () =>
      conflict('HISTORY_NOT_RESUMABLE', 'No paused or failed history to resume'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre' }));
    expect(
      await toast("Aucun chargement de l'historique en pause ou en échec à reprendre"),
    ).toBeInTheDocument();
  });

  it('says what a completed history loaded, and offers to load from an earlier day', async () => {
    statuses = [
      running({
        state: 'completed',
        months: { done: 226, total: 226 },
        rows: 48_000_000,
        currentMonth: null,
        ratePerSecond: null,
        etaSeconds: null,
      }),
    ];
    renderPanel();
    expect(await screen.findByTestId('history-message')).toHaveTextContent(
      'Historique chargé du 01/01/2008 au 23/11/2026 : 48 000 000 annonces',
    );
    expect(state()).toHaveTextContent('Terminé');
    expect(screen.queryByTestId('history-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Charger l'historique" })).toBeEnabled();
  });

  it('does not read the state again while nothing runs', async () => {
    renderPanel();
    await screen.findByTestId('history-panel');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((call) => call === 'GET /api/admin/history')).toHaveLength(1);
  });
});

describe("the history's job texts", () => {
  const text = (code: string, params: Record<string, unknown>, language = 'fr') =>
    translateJobText(i18n.getFixedT(language, 'ingestion'), language, {
      message: 'English',
      code,
      params,
    });

  it('translates each step of the history, numbers and days in the language', () => {
    expect(text('historyAsking', { month: '2019-06' })).toBe(
      "Mois 2019-06 : demande de l'export au portail",
    );
    expect(
      text('historyMonthDone', {
        month: '2019-06',
        rows: 12_345,
        monthsDone: 12,
        monthsTotal: 226,
      }),
    ).toMatch(/^Mois 2019-06 chargé : 12\s345 annonces \(12 \/ 226 mois\)$/);
    const completed = { months: 226, rows: 48_000_000, from: '2008-01-01', through: '2026-11-23' };
    expect(text('historyCompleted', completed)).toMatch(
      /^Historique chargé du 01\/01\/2008 au 23\/11\/2026 : 48\s000\s000 annonces en 226 mois$/,
    );
    expect(text('historyCompleted', completed, 'en')).toBe(
      'History loaded from 01/01/2008 to 23/11/2026: 48,000,000 notices in 226 months',
    );
    expect(text('historyEmpty', { from: '2008-01-01', through: '2008-01-31' })).toBe(
      'Rien à charger du 01/01/2008 au 31/01/2008',
    );
  });
});
