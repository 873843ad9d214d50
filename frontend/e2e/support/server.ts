import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const run = promisify(execFile);
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BACKEND_DIST = join(REPO_ROOT, 'backend/dist');

export interface AppServer {
  url: string;
  logFile: string;
  stop: () => Promise<void>;
}

export function assertBuilt(): void {
  for (const file of [join(BACKEND_DIST, 'main.js'), join(REPO_ROOT, 'frontend/dist/index.html')]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run "npm run build" at the repository root first`);
  }
}

/** Migrations and the admin seed, as `make start` runs them. */
export async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const options = { cwd: REPO_ROOT, env: { ...process.env, ...env } };
  await run('node', [join(BACKEND_DIST, 'shared/database/migrate.js')], options);
  await run('node', [join(BACKEND_DIST, 'seed.js')], options);
}

export async function startServer(baseEnv: NodeJS.ProcessEnv): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const logDir = mkdtempSync(join(tmpdir(), 'bodacc-e2e-'));
  const logFile = join(logDir, 'server.log');
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn('node', [join(BACKEND_DIST, 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...baseEnv,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: join(logDir, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  child.on('exit', () => (exited = true));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`The server exited during start-up; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`The server did not answer /api/health within 60 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    logFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
