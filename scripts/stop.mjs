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
/** How the report names each one. */
const LABELS = {
  start: 'make start',
  server: 'server',
  'mail-catcher': 'mail catcher (maildev)',
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const isOurs = ({ name, pid }) => commandOf(pid)?.includes(EXPECTED[name] ?? '\0') ?? false;

// make start first: it stops its own children.
const order = (name) => (name === 'start' ? 0 : 1);
const entries = recordedPids().sort((a, b) => order(a.name) - order(b.name));
// What runs now: make start stops its children itself, and the report names each of them.
const running = entries.filter(isOurs);
for (const { name } of entries) if (!running.some((entry) => entry.name === name)) removePid(name);
for (const { name, pid } of running) {
  if (!commandOf(pid)) continue;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 60 && commandOf(pid); i++) await sleep(250);
  if (commandOf(pid)) process.kill(pid, 'SIGKILL');
  removePid(name);
}
for (const { name, pid } of running)
  console.log(`[stop] ${LABELS[name] ?? name} (pid ${pid}) stopped`);
if (!running.length) console.log('[stop] nothing left running by make start');
