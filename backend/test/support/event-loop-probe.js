/* global require, process, setInterval */
/* eslint-disable @typescript-eslint/no-require-imports -- preloaded with --require, before any loader */
/*
 * Preloaded into a process under test (NODE_OPTIONS=--require): on SIGWINCH it writes to
 * EVENT_LOOP_PROBE_FILE how long the event loop was held since the last SIGWINCH (or the start),
 * then starts measuring again. `heldMs` is the longest gap between two ticks of a 5 ms timer
 * that the main thread (the event loop's) spent on the CPU: a busy machine that takes the CPU
 * away from the process lengthens `maxDelayMs`, not `heldMs`, and the CPU of the process's other
 * threads (garbage collection helpers, the thread pool's gunzip) holds no request.
 */
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');

const TICK_MS = 5;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
/** The main thread's CPU time in ms (Linux's schedstat, in ns), else the whole process's. */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
function mainThreadCpuMs() {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1000;
  }
}
let heldMs = 0;
let lastWall = performance.now();
let lastCpu = mainThreadCpuMs();
setInterval(() => {
  const wall = performance.now();
  const cpu = mainThreadCpuMs();
  const cpuMs = cpu - lastCpu;
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
