import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { AdminDataPage } from './AdminDataPage';

const fakeSocket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../shared/realtime/socket', () => ({
  acquireSocket: () => fakeSocket.current,
  releaseSocket: () => undefined,
}));

let emitter: EventEmitter;
let bodies: Record<string, unknown>;
let importAnswer: () => Response;
let jobAnswers: Record<string, unknown>[];

const run = (overrides: Record<string, unknown> = {}) => ({
  id: 'imp-1',
  kind: 'bodacc_import',
  state: 'running',
  processed: 0,
  inserted: 0,
  skipped: 0,
  total: null,
  progress: 0,
  message: null,
  logs: [],
  ...overrides,
});

beforeEach(() => {
  emitter = new EventEmitter();
  fakeSocket.current = emitter;
  bodies = {};
  importAnswer = () => jsonResponse(200, { processId: 'imp-1' });
  jobAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      bodies[path] = init.body ? JSON.parse(String(init.body)) : undefined;
      if (path === '/api/admin/ingest/bodacc-csv') return importAnswer();
      if (path === '/api/admin/jobs/imp-1') return jsonResponse(200, jobAnswers.shift() ?? run());
      return jsonResponse(404, { statusCode: 404, message: 'not mocked' });
    }),
  );
});

const renderPage = () =>
  renderWithSession(
    [{ path: '/admin/data', element: <AdminDataPage /> }],
    '/admin/data',
    aSession({ user: aUser({ role: 'admin' }), isAuthenticated: true }),
  );

const status = () => screen.getByTestId('data-status');

describe('admin data page', () => {
  it('starts the import with its defaults, is disabled while it runs, and shows live progress', async () => {
    renderPage();
    expect(screen.getByLabelText('Taille des lots')).toHaveValue('1000');
    expect(status()).toHaveTextContent('Aucune tâche lancée depuis cette page.');
    fireEvent.change(screen.getByLabelText('Limite'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() =>
      expect(bodies['/api/admin/ingest/bodacc-csv']).toEqual({
        batchSize: 1000,
        limit: 500,
        resume: false,
      }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Import BODACC en cours'));
    expect(screen.getByRole('button', { name: "Lancer l'import" })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lancer le transfert' })).toBeDisabled();

    act(() => {
      emitter.emit('analyzer:admin:ingest:progress', {
        processId: 'imp-1',
        progress: 40,
        total: 500,
        currentRow: 200,
      });
      emitter.emit('analyzer:admin:ingest:progress', {
        processId: 'other',
        progress: 90,
        total: 500,
        currentRow: 450,
      });
    });
    await waitFor(() =>
      expect(status()).toHaveTextContent('Import BODACC en cours : 200 / 500 lignes (40 %)'),
    );
    // The other process's event, sent last, changed nothing.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(status()).toHaveTextContent('200 / 500');
  });

  it('shows the end of a run whose events were missed, by reading it again while active', async () => {
    const done = run({ state: 'completed', processed: 88, progress: 100, message: 'Completed' });
    jobAnswers = [run({ processed: 88, total: 88, progress: 100 }), done, done];
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() => expect(status()).toHaveTextContent('Import BODACC en cours'));
    // No event arrives: the run ended before the page followed it.
    await waitFor(() => expect(status()).toHaveTextContent('Import BODACC terminé : Completed'), {
      timeout: 4000,
    });
    expect(screen.getByRole('button', { name: "Lancer l'import" })).toBeEnabled();
  });

  it("translates the run's final message from its code", async () => {
    const done = run({
      state: 'completed',
      processed: 88,
      progress: 100,
      message: 'Completed: 88 rows read, 88 new, 0 updated, 0 skipped',
      messageCode: 'completed',
      messageParams: { processed: 88, inserted: 88, updated: 0, skipped: 0 },
    });
    jobAnswers = [done, done];
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Import BODACC terminé : lignes lues : 88, nouvelles : 88, mises à jour : 0, ignorées : 0',
      ),
    );
    expect(status()).not.toHaveTextContent('rows read');
  });

  it('says the start failed, with the details in the server logs', async () => {
    importAnswer = () => jsonResponse(400, { statusCode: 400, message: 'nope' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    expect(
      await screen.findByText("Impossible de démarrer l'import BODACC", {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Import BODACC : échec du démarrage');
    expect(screen.getByRole('button', { name: "Lancer l'import" })).toBeEnabled();
  });
});
