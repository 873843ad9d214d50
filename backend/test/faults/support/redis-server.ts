import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, waitUntil } from './free-port';

const REDIS_SERVER = process.env.FAULTS_REDIS_SERVER ?? '/usr/bin/redis-server';

/**
 * A redis-server of the fault suite's own, persisting as a deployment must (docs/deploy notes in
 * README): append-only file fsynced on every write, so a restart loses no queued job.
 */
export class RedisServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async create(): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), mkdtempSync(join(tmpdir(), 'faults-redis-')));
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir];
    args.push('--save', '', '--appendonly', 'yes', '--appendfsync', 'always');
    this.child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20000));
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    await waitUntil(`redis-server on ${this.port} (${this.output})`, () => this.isAnswering());
  }

  /** SHUTDOWN NOSAVE: the server ends now; what survives is what the append-only file holds. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const client = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    await client.connect();
    await client.shutdown('NOSAVE').catch(() => undefined);
    client.disconnect();
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    this.child = null;
  }

  async isAnswering(): Promise<boolean> {
    const client = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }

  async destroy(): Promise<void> {
    this.child?.kill('SIGKILL');
    if (this.child && this.child.exitCode === null) await once(this.child, 'exit');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
