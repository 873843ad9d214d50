import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..', '..', '..');

/**
 * Issue 28: `npm run worker` run from backend/ (as the root's `npm run worker -w backend` runs it
 * too) did not read the repository's `.env`. A copy of the repository's layout (backend's
 * package.json, its built dist/) with a `.env` at its root holding a malformed PORT: each script
 * must stop naming it, proof that it read that file.
 */
describe("backend's npm scripts read the repository root's .env", () => {
  let root: string;

  beforeAll(() => {
    if (!existsSync(join(BACKEND, 'dist', 'worker.js'))) {
      throw new Error('Build the backend first (npm run build)');
    }
    root = mkdtempSync(join(tmpdir(), 'bodacc-npm-env-'));
    mkdirSync(join(root, 'backend'));
    copyFileSync(join(BACKEND, 'package.json'), join(root, 'backend', 'package.json'));
    symlinkSync(join(BACKEND, 'dist'), join(root, 'backend', 'dist'), 'dir');
    writeFileSync(join(root, '.env'), 'PORT=eighty\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(['worker', 'start', 'db:migrate', 'db:seed'])('npm run %s from backend/', (script) => {
    const result = spawnSync('npm', ['run', '--silent', script], {
      cwd: join(root, 'backend'),
      // Nothing else names PORT; were .env missed, nothing could be reached either.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
        REDIS_URL: 'redis://127.0.0.1:1',
      },
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(result.stderr).toContain(
      'Invalid configuration: PORT must be an integer between 1 and 65535, got "eighty"',
    );
    expect(result.status).not.toBe(0);
  });
});
