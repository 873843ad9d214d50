import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../shared/i18n/i18n';
import type { JobLog } from '../types';
import { IngestLogs } from './IngestLogs';

const aLog = (overrides: Partial<JobLog>): JobLog => ({
  processId: 'p1',
  level: 'info',
  message: '',
  code: null,
  params: null,
  line: null,
  timestamp: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const logs: JobLog[] = [
  aLog({ code: 'started', params: { worker: 'host:42' }, message: 'Started on worker host:42' }),
  aLog({ code: 'resumingAfterLine', params: { line: 4671 }, message: 'Resuming after line 4671' }),
  aLog({
    level: 'warn',
    code: 'lineSkipped.invalidDate',
    params: { line: 7, field: 'date_parution', value: '2024-13-01' },
    message: 'Line 7 skipped: invalid date in date_parution "2024-13-01"',
    line: 7,
  }),
  aLog({
    code: 'completed',
    params: { processed: 4680, inserted: 3, updated: 4676, skipped: 1 },
    message: 'Completed: 4680 rows read, 3 new, 4676 updated, 1 skipped',
  }),
  aLog({
    level: 'error',
    code: 'failed.crashedTooOften',
    params: { times: 2 },
    message: 'Failed: The job interrupted its worker 2 times',
  }),
  // A line written before codes existed: its stored text.
  aLog({ message: 'Completed: 12 rows read, 12 new, 0 updated, 0 skipped' }),
];

const shown = () => screen.getByTestId('ingest-logs').textContent ?? '';

describe('the job log, translated from its codes', () => {
  it('speaks French, with French numbers, and keeps the text of older lines', () => {
    render(<IngestLogs logs={logs} onClear={() => undefined} />);
    const text = shown();
    expect(text).toContain('Démarré sur le worker host:42');
    expect(text).toContain('Reprise après la ligne 4\u202f671');
    expect(text).toContain('Ligne 7 ignorée : date invalide dans date_parution « 2024-13-01 »');
    expect(text).toContain(
      'Terminé — lignes lues : 4\u202f680, nouvelles : 3, mises à jour : 4\u202f676, ignorées : 1',
    );
    expect(text).toContain('Échec : la tâche a interrompu son worker 2 fois');
    expect(text).not.toMatch(
      /Started on worker|Resuming after|invalid date|rows read, 3 new|interrupted/,
    );
    expect(text).toContain('Completed: 12 rows read, 12 new, 0 updated, 0 skipped');
  });

  it('speaks English when the screen is in English', async () => {
    await i18n.changeLanguage('en');
    render(<IngestLogs logs={logs} onClear={() => undefined} />);
    const text = shown();
    expect(text).toContain('Started on worker host:42');
    expect(text).toContain('Resuming after line 4,671');
    expect(text).toContain('Line 7 skipped: invalid date in date_parution "2024-13-01"');
    expect(text).toContain('Completed — rows read: 4,680, new: 3, updated: 4,676, skipped: 1');
    expect(text).toContain('Failed: the job interrupted its worker 2 times');
  });
});
