import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { eventually } from './alerts-helpers';
import { migrateDatabase } from './test-database';

const run = promisify(execFile);

/** The PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup); PG_BIN_DIR overrides. */
export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = () =>
  ['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => existsSync(join(PG_BIN_DIR, tool)));

const HBA = [
  'local all all trust',
  'host all all 127.0.0.1/32 trust',
  'local replication all trust',
  'host replication all 127.0.0.1/32 trust',
].join('\n');

/** A throwaway server is not worth a durable disk write. */
const PRIMARY_SETTINGS = `
listen_addresses = '127.0.0.1'
wal_level = replica
max_wal_senders = 4
shared_buffers = 32MB
fsync = off
`;

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

/** PostgreSQL refuses to run as root: as root, the tools run as the `postgres` user. */
async function asServerUser(tool: string, args: string[]): Promise<void> {
  const command = join(PG_BIN_DIR, tool);
  if (userInfo().uid === 0) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
  else await run(command, args);
}

async function ownedByServerUser(dir: string): Promise<void> {
  if (userInfo().uid !== 0) return;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
  chownSync(dir, await id('-u'), await id('-g'));
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ReplicaPair {
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

/**
 * A primary of its own (initdb, `wal_level=replica`, replication allowed from 127.0.0.1) with the
 * app's database migrated, and a streaming replica made from it by `pg_basebackup -R`, each on a
 * free port, under one temporary directory.
 */
export async function startReplicaPair(database = 'bodacc'): Promise<ReplicaPair> {
  const root = mkdtempSync(join(tmpdir(), 'bodacc-replica-'));
  await ownedByServerUser(root);
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const started: string[] = [];
  const pgCtl = (dir: string, ...args: string[]) => asServerUser('pg_ctl', ['-D', dir, ...args]);
  const stop = async () => {
    for (const dir of started.reverse()) {
      await pgCtl(dir, '-m', 'immediate', 'stop').catch(() => undefined);
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const serverSettings = (port: number) =>
      `port = ${port}\nunix_socket_directories = '${root}'\n`;
    await asServerUser('initdb', [
      ...['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    ]);
    writeFileSync(join(primaryDir, 'pg_hba.conf'), `${HBA}\n`);
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      PRIMARY_SETTINGS + serverSettings(primaryPort),
    );
    await pgCtl(primaryDir, '-w', '-t', '30', '-l', join(root, 'primary.log'), 'start');
    started.push(primaryDir);

    const url = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    await onServer(url(primaryPort, 'postgres'), (client) =>
      client.query(`CREATE DATABASE "${database}"`),
    );
    await migrateDatabase(url(primaryPort, database));

    await asServerUser('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    // The copied postgresql.conf names the primary's port: the last setting wins.
    appendFileSync(join(replicaDir, 'postgresql.conf'), serverSettings(replicaPort));
    await pgCtl(replicaDir, '-w', '-t', '30', '-l', join(root, 'replica.log'), 'start');
    started.push(replicaDir);

    const primaryUrl = url(primaryPort, database);
    const replicaUrl = url(replicaPort, database);
    const onReplica = (statement: string) =>
      onServer(replicaUrl, (client) => client.query(statement));
    return {
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
