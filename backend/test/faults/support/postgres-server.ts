import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, waitUntil } from './free-port';

const BIN = process.env.FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';

/** initdb and postgres refuse to run as root: as root, they run as the postgres OS user. */
function asDatabaseOwner(command: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ['runuser', ['-u', OS_USER, '--', join(BIN, command), ...args]]
    : [join(BIN, command), args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function userId(name: string): number {
  return Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
}

/**
 * A PostgreSQL server of the fault suite's own: a fresh data directory, its own port, trust
 * authentication, never the machine's server that the other tests use.
 */
export class PostgresServer {
  readonly port: number;
  private readonly root: string;

  private constructor(port: number) {
    this.port = port;
    this.root = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  }

  static async create(): Promise<PostgresServer> {
    const server = new PostgresServer(await freePort());
    if (process.getuid?.() === 0) chownSync(server.root, userId(OS_USER), userId(OS_USER));
    asDatabaseOwner('initdb', [
      '-D',
      server.dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await server.start();
    return server;
  }

  private get dataDir(): string {
    return join(this.root, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      `-k ${this.root}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=150',
    ].join(' ');
    asDatabaseOwner('pg_ctl', [
      'start',
      '-w',
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-o',
      options,
    ]);
    await waitUntil('PostgreSQL to accept connections', () => this.isAnswering(), 20000, 100);
  }

  /** `pg_ctl stop -m fast`: every session is ended at once, as in a restart of the server. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    asDatabaseOwner('pg_ctl', ['stop', '-w', '-m', mode, '-D', this.dataDir]);
  }

  async isAnswering(): Promise<boolean> {
    const client = new Client({ connectionString: this.url(), connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async createDatabase(name: string): Promise<string> {
    const client = new Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** Stops the server (whatever its state) and removes its data directory. */
  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.root, { recursive: true, force: true });
  }

  private get logFile(): string {
    return join(this.root, 'postgres.log');
  }
}
