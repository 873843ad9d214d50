#!/usr/bin/env node
// make start, once built: migrates, seeds, starts the mail catcher and the server, then prints
// the summary (URL, accounts, inbox) last, once the server answers. Ctrl-C or `make stop` stops
// everything it started (pid files under DATA_DIR/run/).
import { spawn, spawnSync } from 'node:child_process';
import { loadDotEnv } from './dot-env.cjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { removePid, writePid } from './run-files.mjs';

loadDotEnv();
const port = process.env.PORT || '3000';
const appUrl = (process.env.APP_URL || `http://localhost:${port}`).replace(/\/$/, '');
const healthUrl = `http://127.0.0.1:${port}/api/health`;

const children = new Map();
let isStopping = false;

/** Runs a one-off step quietly; its output is shown only when it fails. */
function step(label, script, args = []) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`[start] ${label} failed`);
    process.exit(1);
  }
  return result.stdout.trim();
}

function startChild(name, child) {
  children.set(name, child);
  writePid(name, child.pid);
  child.on('exit', (code, signal) => {
    children.delete(name);
    removePid(name);
    if (!isStopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code || 1);
    }
  });
}

async function stop(exitCode = 0) {
  if (isStopping) return;
  isStopping = true;
  const exits = [...children.entries()].map(
    ([name, child]) =>
      new Promise((done) => {
        child.once('exit', () => (removePid(name), done()));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10000).unref();
      }),
  );
  await Promise.all(exits);
  removePid('start');
  process.exit(exitCode);
}

async function waitForHealth(seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (isStopping) return false;
    const ok = await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
writePid('start', process.pid);

const migrated = step('Migration', 'backend/dist/shared/database/migrate.js');
const applied = migrated.startsWith('Applied: ') ? migrated.split(', ').length : 0;
console.log(`[start] ${applied ? `database: ${applied} migration(s) applied` : migrated}`);
const accounts = step('Seed', 'backend/dist/seed.js');

const mail = await startMailCatcher();
if (mail.child) startChild('mail-catcher', mail.child);
startChild('server', spawn(process.execPath, ['backend/dist/main.js'], { stdio: 'inherit' }));

if (!(await waitForHealth(90))) {
  console.error(`[start] the server did not answer ${healthUrl} within 90 s`);
  await stop(1);
}
console.log(
  [
    '',
    `Product   ${appUrl}   (API docs: ${appUrl}/api/docs)`,
    `Inbox     ${mail.line}`,
    'Accounts',
    ...accounts.split('\n').map((line) => `  ${line}`),
    '',
    'Stop with Ctrl-C, or `make stop` from another terminal.',
    '',
  ].join('\n'),
);
