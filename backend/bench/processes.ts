/** The built processes the bench starts beside the API: the worker and the bare HTTP server. */
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Statement } from './search-mix';

/** The backend directory (this file runs from `dist/bench`). */
export const BACKEND = join(__dirname, '..', '..');

/** The worker runs with the Node flags of `npm run worker` (its heap limit among them). */
export const WORKER_NODE_FLAGS: string[] =
  JSON.parse(readFileSync(join(BACKEND, 'package.json'), 'utf8')).scripts.worker.match(
    /--[\w-]+=\S+/g,
  ) ?? [];

/** Starts a built entry point and resolves once `ready` appears in its output. */
export function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, join(BACKEND, 'dist', script)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} not ready: ${output}`)), 60000);
    const read = (chunk: Buffer) => {
      if (output.length < 100000) output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited ${code}: ${output.slice(-2000)}`));
    });
  });
}

/** The bare HTTP server of the floor figures (bare-http-server.ts), on its own port. */
export async function startBareServer(dbUrl: string, statements: Statement[], lookupUser: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bodacc-bare-'));
  const file = join(dir, 'statements.json');
  writeFileSync(file, JSON.stringify(statements));
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = await startProcess(
    'bench/bare-http-server.js',
    {
      ...process.env,
      DATABASE_URL: dbUrl,
      BARE_STATEMENTS: file,
      BARE_PORT: String(port),
      BARE_LOOKUP_USER: String(lookupUser),
    },
    /bare server ready/,
  );
  child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { process: child, url: `http://127.0.0.1:${port}` };
}

/** The peak resident memory of a process so far (VmHWM), in MB. */
export const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
};
