import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { AnalyzerIngestPage } from './AnalyzerIngestPage';

// A socket stand-in: the test emits the server's events itself.
const fakeSocket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../shared/realtime/socket', () => ({
  acquireSocket: () => fakeSocket.current,
  releaseSocket: () => undefined,
}));

let emitter: EventEmitter;
let requests: { method: string; path: string; body: unknown }[];
let status: Record<string, unknown>;
/** When set, the start request answers only once it resolves. */
let startAnswered: Promise<void> | null;
let startAnswer: () => Response;

beforeEach(() => {
  emitter = new EventEmitter();
  fakeSocket.current = emitter;
  requests = [];
  startAnswered = null;
  startAnswer = () => jsonResponse(200, { processId: 'mine' });
  status = {
    isRunning: false,
    progress: 0,
    total: 0,
    currentRow: 0,
    logs: [],
    processId: null,
    state: 'idle',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      requests.push({ method, path, body: init.body });
      if (path === '/api/admin/analyzer-ingest/status') return jsonResponse(200, status);
      if (path === '/api/admin/analyzer-ingest/start') {
        await startAnswered;
        return startAnswer();
      }
      if (path === '/api/admin/analyzer-ingest/stop') return jsonResponse(200, { success: true });
      return jsonResponse(404, { statusCode: 404, message: 'not mocked' });
    }),
  );
});

const renderPage = () =>
  renderWithSession(
    [{ path: '/admin/analyzer-ingest', element: <AnalyzerIngestPage /> }],
    '/admin/analyzer-ingest',
    aSession({ user: aUser({ role: 'admin' }), isAuthenticated: true }),
  );

const emit = (event: string, payload: unknown) => act(() => void emitter.emit(event, payload));
const toastWith = (text: string) =>
  screen.findByText(text, { selector: '[data-testid="toast"] *' });

describe('admin analyzer ingestion page', () => {
  it('shows the validation messages of spec §5 and sends nothing', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Démarrer l'ingestion" }));
    expect(
      await screen.findByText(
        'Veuillez indiquer un chemin de fichier CSV ou téléverser un fichier CSV',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("L'ID de l'utilisateur cible est requis")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(screen.getByLabelText('Taille des lots')).toHaveAttribute('placeholder', '100');
  });

  it('says a BODACC export belongs to the BODACC import, and where the formats are', async () => {
    startAnswer = () =>
      jsonResponse(400, {
        statusCode: 400,
        message: 'This is a BODACC export: use the BODACC import on the data page',
        code: 'INGEST_BODACC_EXPORT',
      });
    renderPage();
    const file = new File(['id;publicationavis\n'], 'export.csv', { type: 'text/csv' });
    fireEvent.change(document.getElementById('ingest-file') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.change(screen.getByLabelText(/ID de l'utilisateur cible/), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Démarrer l'ingestion" }));
    expect(
      await toastWith(
        "Ce fichier est un export du BODACC : utilisez l'import BODACC de la page Données BODACC",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Formats des fichiers de données' }));
    expect(await screen.findByTestId('data-files-guide')).toHaveTextContent(
      "Le CSV de l'analyseur",
    );
  });

  it('starts an upload, follows its events only, and ends with the completion message', async () => {
    renderPage();
    const file = new File(['annonce_id\nA1\n'], 'records.csv', { type: 'text/csv' });
    fireEvent.change(document.getElementById('ingest-file') as HTMLInputElement, {
      target: { files: [file] },
    });
    await userEvent.type(screen.getByLabelText(/ID de l'utilisateur cible/), '42');
    fireEvent.click(screen.getByRole('button', { name: "Démarrer l'ingestion" }));
    expect(await toastWith('Ingestion démarrée')).toBeInTheDocument();
    const start = requests.find((request) => request.path.endsWith('/start'));
    const body = start?.body as FormData;
    expect((body.get('csvFile') as File).name).toBe('records.csv');
    expect(body.get('targetUserId')).toBe('42');
    expect(body.has('batchSize')).toBe(false);

    emit('analyzer:admin:ingest:progress', {
      processId: 'someone-else',
      progress: 90,
      total: 1000,
      currentRow: 900,
    });
    expect(screen.getByTestId('ingest-rows')).toHaveTextContent('Ligne 0');

    emit('analyzer:admin:ingest:status', { processId: 'mine', isRunning: true, completed: false });
    emit('analyzer:admin:ingest:progress', {
      processId: 'mine',
      progress: 50,
      total: 200,
      currentRow: 100,
    });
    emit('analyzer:admin:ingest:log', {
      processId: 'mine',
      level: 'warn',
      message: 'Line 7 skipped: annonce_id is empty',
      line: 7,
      timestamp: '2026-01-01T10:00:00.000Z',
    });
    emit('analyzer:admin:ingest:progress', {
      processId: 'someone-else',
      progress: 95,
      total: 1000,
      currentRow: 950,
    });
    emit('analyzer:admin:ingest:log', {
      processId: 'someone-else',
      level: 'info',
      message: 'not mine',
      line: null,
      timestamp: '2026-01-01T10:00:00.000Z',
    });
    await waitFor(() =>
      expect(screen.getByTestId('ingest-rows')).toHaveTextContent('Ligne 100 sur 200'),
    );
    expect(screen.getByRole('progressbar', { name: 'Progression' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByTestId('ingest-logs')).toHaveTextContent('Line 7 skipped');
    expect(screen.getByTestId('ingest-logs')).not.toHaveTextContent('not mine');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('ingest-rows')).toHaveTextContent('Ligne 100 sur 200');

    fireEvent.click(screen.getByRole('button', { name: 'Arrêter' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/stop'))).toBe(true),
    );
    expect(await toastWith("Arrêt de l'ingestion demandé")).toBeInTheDocument();

    emit('analyzer:admin:ingest:complete', {
      processId: 'mine',
      success: false,
      message: 'disk full',
    });
    emit('analyzer:admin:ingest:status', { processId: 'mine', isRunning: false, completed: false });
    expect(await toastWith("Le processus d'ingestion a échoué : disk full")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('job-state')).toHaveTextContent('Échec'));

    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    await waitFor(() =>
      expect(screen.getByTestId('ingest-logs')).toHaveTextContent('Aucun journal pour le moment.'),
    );
  });

  it('shows the lines a run logged before its start request answered', async () => {
    let answer = () => {};
    startAnswered = new Promise((resolve) => (answer = resolve));
    renderPage();
    await userEvent.type(screen.getByLabelText(/Chemin du fichier CSV/), 'records.csv');
    await userEvent.type(screen.getByLabelText(/ID de l'utilisateur cible/), '42');
    fireEvent.click(screen.getByRole('button', { name: "Démarrer l'ingestion" }));
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/start'))).toBe(true),
    );
    const early = {
      processId: 'mine',
      level: 'info',
      message: 'Resuming after line 41',
      line: null,
      timestamp: '2026-01-01T10:00:00.000Z',
    };
    emit('analyzer:admin:ingest:log', early);
    await act(async () => answer());
    expect(await toastWith('Ingestion démarrée')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('ingest-logs')).toHaveTextContent('Resuming after line 41'),
    );
    // The same line, read again with the status or sent twice, is shown once.
    emit('analyzer:admin:ingest:log', early);
    emit('analyzer:admin:ingest:log', { ...early, message: 'Next line' });
    await waitFor(() => expect(screen.getByTestId('ingest-logs')).toHaveTextContent('Next line'));
    expect(
      screen.getByTestId('ingest-logs').textContent?.match(/Resuming after line 41/g),
    ).toHaveLength(1);
  });

  it('shows the status failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { statusCode: 500, message: 'down' })),
    );
    renderPage();
    expect(await toastWith("Impossible de récupérer le statut de l'ingestion")).toBeInTheDocument();
  });
});
