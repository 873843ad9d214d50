import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, jsonResponse, renderWithSession } from '../../../test/render';
import { aHistoryStatus } from '../test-fixtures';
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
let dataJobsAnswers: Record<string, unknown>[];

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

const COLUMNS = ['id', 'publicationavis', 'dateparution', 'listepersonnes'];

const dataJobs = (overrides: Record<string, unknown> = {}) => ({
  bodaccFile: {
    ingestDir: '/srv/ingest',
    defaultPath: '/srv/ingest/bodacc.csv',
    defaultPathError: null,
    delimiter: ';',
    encoding: 'UTF-8',
    columns: COLUMNS,
  },
  lastImport: null,
  lastTransfer: null,
  ...overrides,
});

const finishedRun = (overrides: Record<string, unknown> = {}) => ({
  processId: 'imp-0',
  state: 'completed',
  processed: 88,
  inserted: 88,
  skipped: 0,
  total: 88,
  createdAt: '2025-03-04T09:58:00.000Z',
  startedAt: '2025-03-04T09:58:01.000Z',
  finishedAt: '2025-03-04T10:02:00.000Z',
  message: 'Completed: 88 rows read, 88 new, 0 updated, 0 skipped',
  messageCode: 'completed',
  messageParams: { processed: 88, inserted: 88, updated: 0, skipped: 0 },
  ...overrides,
});

beforeEach(() => {
  emitter = new EventEmitter();
  fakeSocket.current = emitter;
  bodies = {};
  importAnswer = () => jsonResponse(200, { processId: 'imp-1' });
  jobAnswers = [];
  dataJobsAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      bodies[path] =
        init.body instanceof FormData
          ? init.body
          : init.body
            ? JSON.parse(String(init.body))
            : undefined;
      if (path === '/api/admin/ingest/bodacc-csv') return importAnswer();
      if (path === '/api/admin/data-jobs') {
        return jsonResponse(200, dataJobsAnswers.shift() ?? dataJobs());
      }
      if (path === '/api/admin/jobs/imp-1') return jsonResponse(200, jobAnswers.shift() ?? run());
      if (path === '/api/admin/history') return jsonResponse(200, aHistoryStatus());
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

  it("says why the start failed in the server's own words, translated by its code", async () => {
    importAnswer = () =>
      jsonResponse(400, {
        statusCode: 400,
        message: 'No readable file at this path in the ingestion directory',
        error: 'Bad Request',
        code: 'INGEST_FILE_NOT_FOUND',
      });
    renderPage();
    fireEvent.change(screen.getByLabelText('Chemin du fichier'), {
      target: { value: 'missing.csv' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    const reason = "Aucun fichier lisible à ce chemin dans le répertoire d'ingestion";
    expect(
      await screen.findByText(`Impossible de démarrer l'import BODACC : ${reason}`, {
        selector: '[data-testid="toast"] *',
      }),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent(`Import BODACC : échec du démarrage : ${reason}`);
    expect(status()).not.toHaveTextContent('journaux du serveur');
    expect(screen.getByRole('button', { name: "Lancer l'import" })).toBeEnabled();
  });

  it("shows the server's message when its code has no translation", async () => {
    importAnswer = () =>
      jsonResponse(400, { statusCode: 400, message: 'Something new went wrong', code: 'NEW_CODE' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Import BODACC : échec du démarrage : Something new went wrong',
      ),
    );
  });

  it('uploads a chosen export instead of the path, and refuses a file that is not a .csv', async () => {
    const { container } = renderPage();
    const input = container.querySelector<HTMLInputElement>('#bodacc-import-file')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'export.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    expect(await screen.findByText('Seuls les fichiers .csv sont acceptés')).toBeInTheDocument();
    expect(bodies['/api/admin/ingest/bodacc-csv']).toBeUndefined();

    const csv = new File(['id;dateparution'], 'export-bodacc.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [csv] } });
    expect(screen.getByTestId('bodacc-import-file-name')).toHaveTextContent('export-bodacc.csv');
    fireEvent.change(screen.getByLabelText('Chemin du fichier'), {
      target: { value: 'ignored.csv' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() => expect(bodies['/api/admin/ingest/bodacc-csv']).toBeInstanceOf(FormData));
    const body = bodies['/api/admin/ingest/bodacc-csv'] as FormData;
    expect((body.get('csvFile') as File).name).toBe('export-bodacc.csv');
    expect(body.get('batchSize')).toBe('1000');
    expect(body.has('filePath')).toBe(false);
    await waitFor(() => expect(status()).toHaveTextContent('Import BODACC en cours'));
  });

  it('keeps the last import and transfer results side by side, read from the server', async () => {
    dataJobsAnswers = [
      dataJobs({
        lastImport: finishedRun(),
        lastTransfer: finishedRun({
          processId: 'tr-0',
          state: 'failed',
          processed: 3,
          inserted: 0,
          skipped: 3,
          message: 'Every row was skipped (3 rows read)',
          messageCode: 'everyRowSkipped',
          messageParams: { processed: 3, inserted: 0, updated: 0, skipped: 3 },
        }),
      }),
    ];
    renderPage();
    const lastImport = await screen.findByTestId('last-run-import');
    expect(lastImport).toHaveTextContent('Import BODACC');
    expect(lastImport).toHaveTextContent('Terminé');
    expect(lastImport).toHaveTextContent('Lignes lues : 88 · nouvelles : 88 · ignorées : 0');
    expect(lastImport).toHaveTextContent(/Le 04\/03\/2025 \d{2}:02/);
    const lastTransfer = screen.getByTestId('last-run-transfer');
    expect(lastTransfer).toHaveTextContent('Échec');
    expect(lastTransfer).toHaveTextContent(
      'Annonces lues : 3 · ajoutées au catalogue : 0 · ignorées : 3',
    );
    expect(lastTransfer).toHaveTextContent(
      "toutes les lignes ont été ignorées (3 lues) : rien n'a été chargé",
    );
  });

  it('reads the last results again once a started run ends', async () => {
    const done = run({ state: 'completed', processed: 88, progress: 100, message: 'Completed' });
    jobAnswers = [done, done];
    dataJobsAnswers = [dataJobs(), dataJobs({ lastImport: finishedRun({ processId: 'imp-1' }) })];
    renderPage();
    expect(await screen.findByTestId('last-run-import')).toHaveTextContent('Jamais lancé');
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() =>
      expect(screen.getByTestId('last-run-import')).toHaveTextContent('Lignes lues : 88'),
    );
  });

  it('names the default file, the expected columns, and opens the files guide', async () => {
    dataJobsAnswers = [
      dataJobs({
        bodaccFile: { ...dataJobs().bodaccFile, defaultPathError: 'INGEST_FILE_NOT_FOUND' },
      }),
    ];
    renderPage();
    expect(await screen.findByTestId('bodacc-default-file')).toHaveTextContent(
      '/srv/ingest/bodacc.csv',
    );
    expect(screen.getByTestId('bodacc-default-file-problem')).toHaveTextContent(
      "Le fichier par défaut ne peut pas être importé : Aucun fichier lisible à ce chemin dans le répertoire d'ingestion",
    );
    expect(screen.getByTestId('bodacc-file-format')).toHaveTextContent(
      'séparateur « ; », encodage UTF-8',
    );
    expect(screen.getByTestId('bodacc-columns')).toHaveTextContent(
      'id;publicationavis;dateparution;listepersonnes',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Formats des fichiers de données' }));
    const guide = await screen.findByTestId('data-files-guide');
    expect(guide).toHaveTextContent('Fichiers de données : ce que lisent les tâches manuelles');
    expect(guide).toHaveTextContent('INGEST_BODACC_EXPORT');
  });

  it("shows the import's log lines live, each skipped row's reason included", async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'import" }));
    await waitFor(() => expect(status()).toHaveTextContent('Import BODACC en cours'));
    act(() => {
      emitter.emit('analyzer:admin:ingest:log', {
        processId: 'imp-1',
        level: 'warn',
        message: 'Line 3 skipped: id is empty',
        code: 'rowSkipped',
        params: { line: 3, reason: 'id is empty' },
        line: 3,
        timestamp: '2026-01-01T10:00:00.000Z',
      });
    });
    const logs = await screen.findByTestId('ingest-logs');
    await waitFor(() => expect(logs).toHaveTextContent('Line 3'));
    expect(screen.getByRole('tab', { name: 'Import BODACC', selected: true })).toBeInTheDocument();
  });

  it('warns that the default file is unusable only while no path nor file is given', async () => {
    dataJobsAnswers = [
      dataJobs({
        bodaccFile: { ...dataJobs().bodaccFile, defaultPathError: 'INGEST_FILE_NOT_FOUND' },
      }),
    ];
    const { container } = renderPage();
    await screen.findByTestId('bodacc-default-file-problem');
    const input = container.querySelector<HTMLInputElement>('#bodacc-import-file')!;
    const csv = new File(['id;dateparution'], 'export-bodacc.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [csv] } });
    await waitFor(() =>
      expect(screen.queryByTestId('bodacc-default-file-problem')).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le fichier' }));
    await screen.findByTestId('bodacc-default-file-problem');
    fireEvent.change(screen.getByLabelText('Chemin du fichier'), {
      target: { value: 'other.csv' },
    });
    await waitFor(() =>
      expect(screen.queryByTestId('bodacc-default-file-problem')).not.toBeInTheDocument(),
    );
  });

  it('reads the last results again when a run it did not start ends, or the socket reconnects', async () => {
    const running = finishedRun({ processId: 'imp-9', state: 'running', finishedAt: null });
    dataJobsAnswers = [
      dataJobs({ lastImport: running }),
      dataJobs({ lastImport: running }),
      dataJobs({ lastImport: finishedRun({ processId: 'imp-9' }) }),
    ];
    renderPage();
    const lastImport = await screen.findByTestId('last-run-import');
    await waitFor(() => expect(lastImport).toHaveAttribute('data-state', 'running'));
    // The socket connected again (events meanwhile were lost): the page reads again.
    act(() => void emitter.emit('connect'));
    await waitFor(() => expect(dataJobsAnswers).toHaveLength(1));
    act(() => {
      emitter.emit('analyzer:admin:ingest:status', {
        processId: 'imp-9',
        isRunning: false,
        completed: true,
      });
    });
    await waitFor(() =>
      expect(screen.getByTestId('last-run-import')).toHaveAttribute('data-state', 'completed'),
    );
    expect(screen.getByTestId('last-run-import')).toHaveAttribute('data-process-id', 'imp-9');
  });

  it('sees a run it did not start end even when every event was missed', async () => {
    const running = finishedRun({ processId: 'imp-9', state: 'running', finishedAt: null });
    dataJobsAnswers = [
      dataJobs({ lastImport: running }),
      dataJobs({ lastImport: finishedRun({ processId: 'imp-9' }) }),
    ];
    renderPage();
    await waitFor(
      () =>
        expect(screen.getByTestId('last-run-import')).toHaveAttribute('data-state', 'completed'),
      { timeout: 4000 },
    );
  });
});
