/**
 * A V8 CPU profile read over chosen stretches of time only (the search loads, not the loading
 * before them). The profile's clock and process.hrtime() are both CLOCK_MONOTONIC, so the
 * bench records each load's stretch in microseconds and this reads the samples inside it.
 *
 *   node dist/bench/profile-windows.js <profile dir>   (after a bench run with --profile-api)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TimeWindow {
  label: string;
  startUs: number;
  endUs: number;
  requests: number;
}

export const WINDOWS_FILE = 'search-windows.json';

export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export function writeWindows(dir: string, windows: TimeWindow[]): void {
  writeFileSync(join(dir, WINDOWS_FILE), JSON.stringify(windows, null, 2));
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from: a package, Node itself, ours, or V8's own states. */
function originOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName; // (garbage collector), (program), (idle), native
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  return 'ours';
}

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`;

function top(counts: Map<string, number>, total: number, n: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `  ${((100 * count) / total).toFixed(1).padStart(5)} %  ${key}`);
}

const add = (counts: Map<string, number>, key: string, by = 1) =>
  counts.set(key, (counts.get(key) ?? 0) + by);

function summarize(profile: CpuProfile, window: TimeWindow): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfByOrigin = new Map<string, number>();
  const selfByFrame = new Map<string, number>();
  const inclusiveByOrigin = new Map<string, number>();
  const inclusiveByFrame = new Map<string, number>();
  let time = profile.startTime;
  let busy = 0;
  let all = 0;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time < window.startUs || time > window.endUs) return;
    all += 1;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    busy += 1;
    add(selfByOrigin, originOf(frame));
    add(selfByFrame, frameName(frame));
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const callFrame = byId.get(at)!.callFrame;
      for (const key of [originOf(callFrame), frameName(callFrame)]) {
        if (seen.has(key)) continue;
        seen.add(key);
        add(key === frameName(callFrame) ? inclusiveByFrame : inclusiveByOrigin, key);
      }
    }
  });
  const samplesPerRequest = busy / Math.max(1, window.requests);
  const intervalMs = (window.endUs - window.startUs) / 1000 / Math.max(1, all);
  return [
    `## ${window.label}: ${window.requests} requests, ${busy} busy samples of ${all} (${((100 * busy) / Math.max(1, all)).toFixed(0)} %), ~${(samplesPerRequest * intervalMs).toFixed(2)} ms of the API's main thread per request`,
    'self time by origin (share of busy samples):',
    ...top(selfByOrigin, busy, 15),
    'time with the origin anywhere on the stack:',
    ...top(inclusiveByOrigin, busy, 15),
    'self time by function:',
    ...top(selfByFrame, busy, 25),
    'time with the function anywhere on the stack (ours and the frameworks):',
    ...top(
      new Map([...inclusiveByFrame].filter(([name]) => !/^\S+ (node:|:)/.test(name))),
      busy,
      40,
    ),
  ];
}

function main(dir: string) {
  const windows = JSON.parse(readFileSync(join(dir, WINDOWS_FILE), 'utf8')) as TimeWindow[];
  const profiles = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  for (const name of profiles) {
    const profile = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CpuProfile;
    const inside = windows.filter((w) => w.endUs > profile.startTime);
    for (const window of inside) console.log(summarize(profile, window).join('\n') + '\n');
  }
}

if (require.main === module) main(process.argv[2]);
