/**
 * Where a load's CPU goes (issue 19: "what the profile shows"): the machine's busy time, the
 * server's process and this one (the load generator), read from /proc around the load; the rest
 * is PostgreSQL's (and whatever else runs, little when the bench runs alone).
 */
import { readFileSync } from 'node:fs';

/** /proc's CPU times are in clock ticks (USER_HZ, 100 on Linux). */
const MS_PER_TICK = 10;

/** Busy time of every core so far: user, nice, system, irq and softirq (steal is not ours). */
function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return (user + nice + system + irq + softirq) * MS_PER_TICK;
}

/** A process's user and system time so far (fields 14 and 15 of /proc/<pid>/stat). */
function processMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

const ownMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU milliseconds per request of a load, by where they were spent. */
export interface CpuPerRequest {
  machine: number;
  server: number;
  loadGenerator: number;
  postgresAndOthers: number;
}

/** Runs the load and splits its CPU time per request; `serverPid` null when there is no server. */
export async function cpuPerRequest<T>(
  serverPid: number | null,
  load: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; cpu: CpuPerRequest }> {
  const serverMs = () => (serverPid === null ? 0 : processMs(serverPid));
  const before = { machine: machineBusyMs(), server: serverMs(), own: ownMs() };
  const result = await load();
  const requests = Math.max(1, requestsOf(result));
  const perRequest = (ms: number) => Math.round((ms / requests) * 100) / 100;
  const machine = machineBusyMs() - before.machine;
  const server = serverMs() - before.server;
  const own = ownMs() - before.own;
  return {
    result,
    cpu: {
      machine: perRequest(machine),
      server: perRequest(server),
      loadGenerator: perRequest(own),
      postgresAndOthers: perRequest(machine - server - own),
    },
  };
}
