import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setLogDestination } from '../../../src/shared/logging';
import { startTestApp } from '../../support/test-app';

type LogLine = { level: number; context?: string; msg: string };
const INFO = 30;
const DEBUG = 20;

/** Issue 14: a start printed some 160 lines and two warnings, pushing the URL off the screen. */
describe('start-up log', () => {
  const lines: LogLine[] = [];
  const frontend = mkdtempSync(join(tmpdir(), 'bodacc-frontend-'));

  beforeAll(async () => {
    writeFileSync(join(frontend, 'index.html'), '<!doctype html>');
    setLogDestination({ write: (line: string) => void lines.push(JSON.parse(line)) });
    // At debug, to see both what info shows and what it leaves out.
    const t = await startTestApp({ LOG_LEVEL: 'debug', FRONTEND_DIST: frontend });
    t.app.flushLogs();
    await t.close();
    setLogDestination(undefined);
  });

  afterAll(() => rmSync(frontend, { recursive: true, force: true }));

  it('holds no warning (Nest warned twice about the logger\'s "/api/*" route)', () => {
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
  });

  it('shows a few lines at info; Nest lists modules and routes at debug only', () => {
    const info = lines.filter((line) => line.level >= INFO);
    expect(info.length).toBeLessThan(10);
    const debugContexts = lines.filter((line) => line.level === DEBUG).map((l) => l.context);
    expect(debugContexts).toEqual(expect.arrayContaining(['InstanceLoader', 'RouterExplorer']));
  });
});
