import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { useDataJobLogs } from '../hooks/use-data-job-logs';
import { BodaccSyncPanel } from './BodaccSyncPanel';
import { DataJobLogs } from './DataJobLogs';

/** The panel and the data page's live log, which shows the sync's latest run when it is newest. */
function PanelAndLog() {
  const logs = useDataJobLogs(undefined, null);
  return (
    <>
      <BodaccSyncPanel />
      <DataJobLogs {...logs} />
    </>
  );
}

const fakeSocket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../shared/realtime/socket', () => ({
  acquireSocket: () => fakeSocket.current,
  releaseSocket: () => undefined,
}));

/** Tuesday 24 November 2026, 10:00 in Paris. */
const NOW = new Date('2026-11-24T09:00:00Z');

const aRun = (overrides: Record<string, unknown> = {}) => ({
  processId: 'sync-1',
  startedAt: '2026-11-24T05:30:00.000Z',
  finishedAt: '2026-11-24T05:31:00.000Z',
  state: 'completed',
  added: 12,
  message: 'Completed: 12 rows read, 12 new, 0 updated, 0 skipped; synced through 2026-11-23',
  messageCode: 'syncCompleted',
  messageParams: {
    processed: 12,
    inserted: 12,
    updated: 0,
    skipped: 0,
    syncedThrough: '2026-11-23',
  },
  ...overrides,
});

const aStatus = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  paused: false,
  schedule: { pattern: '30 6,18 * * *', timeZone: 'Europe/Paris' },
  syncedThrough: '2026-11-23',
  nextRunAt: '2026-11-24T17:30:00.000Z',
  lastRun: aRun(),
  ...overrides,
});

const aJobRun = (overrides: Record<string, unknown> = {}) => ({
  id: 'sync-1',
  kind: 'bodacc_sync',
  state: 'completed',
  processed: 12,
  inserted: 12,
  skipped: 0,
  total: 12,
  progress: 100,
  message: null,
  messageCode: null,
  messageParams: null,
  logs: [],
  ...overrides,
});

let emitter: EventEmitter;
let statuses: Record<string, unknown>[];
let runAnswer: () => Response;
let jobAnswer: () => Record<string, unknown>;
let calls: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  emitter = new EventEmitter();
  fakeSocket.current = emitter;
  statuses = [aStatus()];
  runAnswer = () => jsonResponse(200, { processId: 'sync-2' });
  jobAnswer = () => aJobRun();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push(`${method} ${path}`);
      const current = () => statuses[0];
      if (path === '/api/admin/sync' && method === 'GET') {
        return jsonResponse(200, statuses.length > 1 ? statuses.shift() : current());
      }
      if (path === '/api/admin/sync/run') return runAnswer();
      if (path === '/api/admin/sync/pause') {
        statuses = [{ ...current(), paused: true, nextRunAt: null }];
        return jsonResponse(200, current());
      }
      if (path === '/api/admin/sync/resume') {
        statuses = [{ ...current(), paused: false, nextRunAt: '2026-11-24T17:30:00.000Z' }];
        return jsonResponse(200, current());
      }
      if (path.startsWith('/api/admin/jobs/')) return jsonResponse(200, jobAnswer());
      return jsonResponse(404, { statusCode: 404, message: 'not mocked' });
    }),
  );
});
afterEach(() => vi.useRealTimers());

const renderPanel = () =>
  renderWithSession(
    [{ path: '/admin/data', element: <PanelAndLog /> }],
    '/admin/data',
    aSession({ user: aUser({ role: 'admin' }), isAuthenticated: true }),
  );

const fact = (name: string) => screen.getByTestId(`sync-${name}`);

describe('the BODACC sync panel', () => {
  it('shows the schedule in words, the last complete day and the lag, and the last run', async () => {
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'Synchronisation BODACC' }),
    ).toBeInTheDocument();
    expect(fact('mode')).toHaveTextContent('Activée');
    expect(fact('schedule')).toHaveTextContent('Tous les jours à 06:30 et 18:30 (heure de Paris)');
    expect(fact('synced-through')).toHaveTextContent('23/11/2026 (1 jour de retard)');
    expect(fact('next-run')).toHaveTextContent(/^24\/11\/2026 \d\d:30$/);
    const lastRun = fact('last-run');
    expect(within(lastRun).getByTestId('job-state')).toHaveTextContent('Terminé');
    expect(lastRun).toHaveTextContent('12 enregistrements ajoutés au catalogue');
    expect(lastRun).toHaveTextContent(
      "annonces transférées : 12, ajoutées au catalogue : 12, mises à jour : 0, ignorées : 0 ; synchronisé jusqu'au 23/11/2026",
    );
    expect(screen.queryByTestId('sync-lag-warning')).not.toBeInTheDocument();
  });

  it('warns when the catalogue is more than two working days behind', async () => {
    statuses = [aStatus({ syncedThrough: '2026-11-17' })];
    renderPanel();
    expect(await screen.findByTestId('sync-lag-warning')).toHaveTextContent(
      'Le catalogue a plus de deux jours ouvrés de retard sur le BODACC',
    );
    expect(fact('synced-through')).toHaveTextContent('17/11/2026 (7 jours de retard)');
  });

  it('does not warn over a weekend', async () => {
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z')); // Monday
    statuses = [aStatus({ syncedThrough: '2026-11-20' })]; // Friday
    renderPanel();
    expect(await screen.findByTestId('sync-synced-through')).toHaveTextContent(
      '20/11/2026 (3 jours de retard)',
    );
    expect(screen.queryByTestId('sync-lag-warning')).not.toBeInTheDocument();
  });

  it('starts a sync now and follows the new run; says why when one already runs', async () => {
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Synchroniser maintenant' });
    statuses = [
      aStatus({
        lastRun: aRun({ processId: 'sync-2', state: 'running', added: 0, message: null }),
      }),
    ];
    jobAnswer = () => aJobRun({ id: 'sync-2', state: 'running', total: null, progress: 0 });
    fireEvent.click(button);
    expect(
      await screen.findByText('Synchronisation BODACC démarrée', {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('GET /api/admin/jobs/sync-2'));
    expect(within(fact('last-run')).getByTestId('job-state')).toHaveTextContent('En cours');
    expect(screen.getByRole('button', { name: 'Synchroniser maintenant' })).toBeDisabled();
    expect(
      screen.getByRole('progressbar', { name: 'Progression de la synchronisation' }),
    ).toBeInTheDocument();

    act(() => {
      emitter.emit('analyzer:admin:ingest:log', {
        processId: 'sync-2',
        level: 'warn',
        message: 'Attempt 1 of 6 failed (HTTP 503); trying again in 5 s',
        code: 'syncRetrying',
        params: { attempt: 1, attempts: 6, reason: 'HTTP 503', seconds: 5 },
        line: null,
        timestamp: '2026-11-24T09:00:01.000Z',
      });
    });
    expect(await screen.findByTestId('ingest-logs')).toHaveTextContent(
      'Tentative 1 sur 6 échouée (HTTP 503) ; nouvel essai dans 5 s',
    );

    // The run ends: the panel reads the sync's state again.
    statuses = [aStatus({ lastRun: aRun({ processId: 'sync-2', added: 3 }) })];
    jobAnswer = () => aJobRun({ id: 'sync-2' });
    act(() => {
      emitter.emit('analyzer:admin:ingest:status', {
        processId: 'sync-2',
        isRunning: false,
        completed: true,
      });
    });
    await waitFor(() =>
      expect(fact('last-run')).toHaveTextContent('3 enregistrements ajoutés au catalogue'),
    );
    expect(screen.getByRole('button', { name: 'Synchroniser maintenant' })).toBeEnabled();

    runAnswer = () =>
      jsonResponse(409, {
        statusCode: 409,
        message: 'A BODACC sync is already running',
        error: 'Conflict',
        code: 'SYNC_ALREADY_RUNNING',
      });
    fireEvent.click(screen.getByRole('button', { name: 'Synchroniser maintenant' }));
    expect(
      await screen.findByText('Une synchronisation BODACC est déjà en cours', {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
  });

  it('pauses and resumes the schedule', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Mettre en pause' }));
    await waitFor(() => expect(fact('mode')).toHaveTextContent('En pause'));
    expect(calls).toContain('POST /api/admin/sync/pause');
    expect(fact('next-run')).toHaveTextContent('Aucune tant que la synchronisation est en pause');
    // Paused, "sync now" still works.
    expect(screen.getByRole('button', { name: 'Synchroniser maintenant' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await waitFor(() => expect(fact('mode')).toHaveTextContent('Activée'));
    expect(calls).toContain('POST /api/admin/sync/resume');
    expect(screen.getByRole('button', { name: 'Mettre en pause' })).toBeEnabled();
  });

  it('says when the sync is turned off on the server, its buttons disabled', async () => {
    statuses = [aStatus({ enabled: false, nextRunAt: null, syncedThrough: null, lastRun: null })];
    renderPanel();
    expect(
      await screen.findByText(/La synchronisation est désactivée sur ce serveur/),
    ).toBeVisible();
    expect(fact('mode')).toHaveTextContent('Désactivée');
    expect(fact('synced-through')).toHaveTextContent('Jamais synchronisé');
    expect(fact('last-run')).toHaveTextContent('Aucune pour le moment');
    expect(screen.getByRole('button', { name: 'Synchroniser maintenant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mettre en pause' })).toBeDisabled();
    expect(screen.queryByTestId('ingest-logs')).not.toBeInTheDocument();
  });
});
