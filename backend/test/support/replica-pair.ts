import { execFile, spawn } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { eventually, pause } from './alerts-helpers';
import { migrateDatabase } from './test-database';

const run = promisify(execFile);

/** The PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup); PG_BIN_DIR overrides. */
export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = () =>
  ['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => existsSync(join(PG_BIN_DIR, tool)));

/** A throwaway server is not worth a durable disk write. */
const SCRATCH_SETTINGS = { shared_buffers: '32MB', fsync: 'off' };

/** One server of a pair: its data directory, and where it listens (TCP on 127.0.0.1 only). */
export interface ScratchServer {
  dir: string;
  port: number;
  /** Unix sockets go to the pair's own directory, never the machine's. */
  socketDir: string;
  log: string;
  /** Settings that put it there; they come last so that they win over any copied ones. */
  listenSettings: Record<string, string>;
}

/** How the pair is made: the test's own setup (LOCAL_SETUP) or a deployment's (compose-replica). */
export interface ReplicaPairSetup {
  database: string;
  /** The primary's whole pg_hba.conf. */
  primaryHba: string[];
  /** The primary's settings, beyond SCRATCH_SETTINGS and where it listens. */
  primarySettings: Record<string, string>;
  /** The `postgres` superuser's password (initdb --pwfile); none: it has none. */
  superuserPassword?: string;
  /** Applies the app's migrations to `database` on the primary. */
  migrate: boolean;
  /** Runs on the started primary before the copy; the primary reloads pg_hba.conf after. */
  preparePrimary?(primary: ScratchServer): Promise<void>;
  /** Makes the replica from the running primary and starts it; `onStop` registers a clean-up. */
  startReplica(
    primary: ScratchServer,
    replica: ScratchServer,
    onStop: (cleanUp: () => Promise<void>) => void,
  ): Promise<void>;
}

export interface ReplicaPair {
  primary: ScratchServer;
  replica: ScratchServer;
  primaryUrl: string;
  replicaUrl: string;
  /** Resolves once the replica has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  /** Stops applying the primary's changes on the replica: it answers as of now, like a lagging one. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both servers and removes their files; safe to call after a failed start. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A command line that runs as PostgreSQL's user (it refuses to run as root: as root, through
 * runuser), with the server binaries first on PATH and `env` added to the environment.
 */
export function asServerUserCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): [string, string[]] {
  const withEnv = [
    `PATH=${PG_BIN_DIR}:${process.env.PATH ?? ''}`,
    ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
    command,
    ...args,
  ];
  return userInfo().uid === 0
    ? ['runuser', ['-u', 'postgres', '--', 'env', ...withEnv]]
    : ['env', withEnv];
}

export async function asServerUser(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<void> {
  await run(...asServerUserCommand(command, args, env));
}

const pgCtl = (dir: string, ...args: string[]) =>
  asServerUser(join(PG_BIN_DIR, 'pg_ctl'), ['-D', dir, ...args]);

async function ownedByServerUser(dir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
  chownSync(dir, await id('-u'), await id('-g'));
}

export async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const confLines = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name} = '${value.replace(/'/g, "''")}'\n`)
    .join('');

/** `-c name=value` arguments, as a container's command gives them. */
export const settingArgs = (settings: Record<string, string>) =>
  Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

const LOCAL_HBA = [
  'local all all trust',
  'host all all 127.0.0.1/32 trust',
  'local replication all trust',
  'host replication all 127.0.0.1/32 trust',
];

/**
 * The read-replica spec's pair: replication allowed from 127.0.0.1 without a password, the app's
 * database migrated, the replica made by `pg_basebackup -R` and started by pg_ctl.
 */
export const LOCAL_SETUP: ReplicaPairSetup = {
  database: 'bodacc',
  primaryHba: LOCAL_HBA,
  primarySettings: { wal_level: 'replica', max_wal_senders: '4' },
  migrate: true,
  startReplica: async (primary, replica) => {
    await asServerUser(join(PG_BIN_DIR, 'pg_basebackup'), [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', replica.dir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    // The copied postgresql.conf names the primary's port: the last setting wins.
    appendFileSync(join(replica.dir, 'postgresql.conf'), confLines(replica.listenSettings));
    await pgCtl(replica.dir, '-w', '-t', '30', '-l', replica.log, 'start');
  },
};

/**
 * Runs a replica's entrypoint in the foreground, as a container would, its output in
 * `replica.log`; resolves once the replica answers as a standby, and fails with its log if the
 * entrypoint exits first. `onStop` ends the process group it started.
 */
export async function runReplicaEntrypoint(
  replica: ScratchServer,
  command: [string, string[]],
  env: Record<string, string>,
  onStop: (cleanUp: () => Promise<void>) => void,
): Promise<void> {
  const out = openSync(replica.log, 'a');
  const child = spawn(...asServerUserCommand(command[0], command[1], env), {
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let exited: number | string | null | undefined;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  onStop(async () => {
    await pgCtl(replica.dir, '-m', 'immediate', 'stop').catch(() => undefined);
    // Still waiting for the primary, or not reaped yet: end what it started (gone is fine).
    if (exited === undefined && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group has already ended
      }
    }
  });

  const url = `postgres://postgres@127.0.0.1:${replica.port}/postgres`;
  const isStandby = () =>
    onServer(url, (client) => client.query(`SELECT pg_is_in_recovery() AS standby`)).then(
      ({ rows }) => rows[0].standby === true,
      () => false,
    );
  const deadline = Date.now() + 60000;
  while (!(await isStandby())) {
    if (exited !== undefined || Date.now() > deadline) {
      throw new Error(
        `the replica's entrypoint ${exited === undefined ? 'is not up' : `exited (${exited})`}:\n` +
          readFileSync(replica.log, 'utf8'),
      );
    }
    await pause(100);
  }
}

/**
 * A primary of its own (initdb, the setup's pg_hba.conf and settings, the setup's database) and
 * a streaming replica made from it as the setup says, each on a free port, under one temporary
 * directory.
 */
export async function startReplicaPair(
  setup: ReplicaPairSetup = LOCAL_SETUP,
): Promise<ReplicaPair> {
  const root = mkdtempSync(join(tmpdir(), 'bodacc-replica-'));
  await ownedByServerUser(root);
  const cleanUps: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    rmSync(root, { recursive: true, force: true });
  };
  const server = async (name: string): Promise<ScratchServer> => {
    const port = await freePort();
    return {
      dir: join(root, name),
      port,
      socketDir: root,
      log: join(root, `${name}.log`),
      listenSettings: {
        listen_addresses: '127.0.0.1',
        port: String(port),
        unix_socket_directories: root,
      },
    };
  };

  try {
    const primary = await server('primary');
    const replica = await server('replica');
    const password = setup.superuserPassword;
    const pwfile = join(root, 'superuser-password');
    if (password !== undefined) writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
    await asServerUser(join(PG_BIN_DIR, 'initdb'), [
      ...['-D', primary.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      ...(password === undefined ? [] : [`--pwfile=${pwfile}`]),
    ]);
    writeFileSync(join(primary.dir, 'pg_hba.conf'), `${setup.primaryHba.join('\n')}\n`);
    appendFileSync(
      join(primary.dir, 'postgresql.conf'),
      confLines({ ...SCRATCH_SETTINGS, ...setup.primarySettings, ...primary.listenSettings }),
    );
    await pgCtl(primary.dir, '-w', '-t', '30', '-l', primary.log, 'start');
    cleanUps.push(() => pgCtl(primary.dir, '-m', 'immediate', 'stop').catch(() => undefined));

    const credentials = password === undefined ? 'postgres' : `postgres:${password}`;
    const url = (port: number, name: string) =>
      `postgres://${credentials}@127.0.0.1:${port}/${name}`;
    await onServer(url(primary.port, 'postgres'), (client) =>
      client.query(`CREATE DATABASE "${setup.database}"`),
    );
    if (setup.migrate) await migrateDatabase(url(primary.port, setup.database));
    if (setup.preparePrimary) {
      await setup.preparePrimary(primary);
      await pgCtl(primary.dir, 'reload');
    }

    cleanUps.push(() => pgCtl(replica.dir, '-m', 'immediate', 'stop').catch(() => undefined));
    await setup.startReplica(primary, replica, (cleanUp) => cleanUps.push(cleanUp));

    const primaryUrl = url(primary.port, setup.database);
    const replicaUrl = url(replica.port, setup.database);
    const onReplica = (statement: string) =>
      onServer(replicaUrl, (client) => client.query(statement));
    return {
      primary,
      replica,
      primaryUrl,
      replicaUrl,
      caughtUp: async () => {
        const { rows } = await onServer(primaryUrl, (client) =>
          client.query(`SELECT pg_current_wal_insert_lsn()::text AS lsn`),
        );
        await eventually(
          async () =>
            (await onReplica(`SELECT pg_last_wal_replay_lsn() >= '${rows[0].lsn}'::pg_lsn AS ok`))
              .rows[0].ok,
          (replayed) => replayed === true,
        );
      },
      pauseReplay: async () => {
        await onReplica(`SELECT pg_wal_replay_pause()`);
        await eventually(
          async () => (await onReplica(`SELECT pg_get_wal_replay_pause_state() AS s`)).rows[0].s,
          (state) => state === 'paused',
        );
      },
      resumeReplay: async () => void (await onReplica(`SELECT pg_wal_replay_resume()`)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
