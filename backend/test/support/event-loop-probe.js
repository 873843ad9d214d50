/* global require, process, setInterval */
/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with --require, before any loader */
/*
 * Preloaded into a process under test (NODE_OPTIONS=--require): on SIGWINCH it writes to
 * EVENT_LOOP_PROBE_FILE how long the event loop was held since the last SIGWINCH (or the start),
 * then starts measuring again. `heldMs` is the longest gap between two ticks of a 5 ms timer
 * that the process spent on the CPU: a busy machine that takes the CPU away from the process
 * lengthens `maxDelayMs`, not `heldMs`.
 */
const { renameSync, writeFileSync } = require('node:fs');
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');

const TICK_MS = 5;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let heldMs = 0;
let lastWall = performance.now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
  heldMs = Math.max(heldMs, Math.min(wall - lastWall, cpuMs));
  lastWall = wall;
  lastCpu = cpu;
}, TICK_MS).unref();

process.on('SIGWINCH', () => {
  const stats = { heldMs, maxDelayMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 };
  // Renamed into place: the test reads the file as soon as it exists.
  const file = process.env.EVENT_LOOP_PROBE_FILE;
  writeFileSync(`${file}.part`, JSON.stringify(stats));
  renameSync(`${file}.part`, file);
  delay.reset();
  heldMs = 0;
});
