// The pid files of what make start runs (DATA_DIR/run/<name>.pid), read by make stop.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const runDir = () => resolve(process.env.DATA_DIR ?? '.data', 'run');

export function writePid(name, pid) {
  mkdirSync(runDir(), { recursive: true });
  writeFileSync(resolve(runDir(), `${name}.pid`), `${pid}\n`);
}

export function removePid(name) {
  rmSync(resolve(runDir(), `${name}.pid`), { force: true });
}

/** [{ name, pid }] of every pid file left. */
export function recordedPids() {
  let files = [];
  try {
    files = readdirSync(runDir()).filter((file) => file.endsWith('.pid'));
  } catch {
    return [];
  }
  return files.map((file) => ({
    name: file.replace(/\.pid$/, ''),
    pid: Number(readFileSync(resolve(runDir(), file), 'utf8').trim()),
  }));
}

/** The command line of a running process, or null: a pid file may outlive its process. */
export function commandOf(pid) {
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 ? ps.stdout.trim() : null;
}
