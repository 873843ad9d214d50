#!/usr/bin/env node
// make stop: stops what make start left running, by its pid files under DATA_DIR/run/.
import { loadDotEnv } from './dot-env.cjs';
import { commandOf, recordedPids, removePid } from './run-files.mjs';

loadDotEnv();
/** What each pid file's process runs: a pid reused by another program is left alone. */
const EXPECTED = {
  start: 'scripts/start.mjs',
  server: 'backend/dist/main.js',
  'mail-catcher': 'maildev',
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// make start first: it stops its own children.
const order = (name) => (name === 'start' ? 0 : 1);
const entries = recordedPids().sort((a, b) => order(a.name) - order(b.name));
let stopped = 0;
for (const { name, pid } of entries) {
  const command = commandOf(pid);
  if (!command || !command.includes(EXPECTED[name] ?? '\0')) {
    removePid(name);
    continue;
  }
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 60 && commandOf(pid); i++) await sleep(250);
  if (commandOf(pid)) process.kill(pid, 'SIGKILL');
  removePid(name);
  console.log(`[stop] ${name} (pid ${pid}) stopped`);
  stopped++;
}
if (!stopped) console.log('[stop] nothing left running by make start');
