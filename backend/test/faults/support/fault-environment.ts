import * as argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { SmtpCapture } from '../../support/smtp-capture';
import { freePort, waitUntil } from './free-port';
import { PostgresServer } from './postgres-server';
import { ProductProcess, requireBuild } from './product-process';
import { RedisServer } from './redis-server';

/** The password of every account the suite makes; hashed cheaply so that 200 logins stay quick. */
export const FAULTS_PASSWORD = 'motdepasse-des-pannes';

export interface Session {
  userId: number;
  email: string;
  accessToken: string;
}

/** What a request answered: status, parsed body (JSON when it is), and the time it took. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read like supertest's
export interface Answer<T = any> {
  status: number;
  body: T;
  ms: number;
}

/**
 * The product as it is deployed, on services of its own: a PostgreSQL data directory and port,
 * a redis-server, an SMTP capture, temporary UPLOAD_DIR and INGEST_DIR, the migrations of the
 * build, one API process (PROCESS_ROLE=api) and one worker process (`npm run worker`).
 */
export class FaultEnvironment {
  api!: ProductProcess;
  worker: ProductProcess | null = null;
  db!: Pool;
  readonly mail = new SmtpCapture();
  readonly workDir = mkdtempSync(join(tmpdir(), 'faults-'));
  readonly ingestDir = join(this.workDir, 'ingest');
  readonly uploadDir = join(this.workDir, 'uploads');
  private apiPort = 0;
  private env: NodeJS.ProcessEnv = {};
  private cheapHash: Promise<string> = argon2.hash(FAULTS_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
  });

  private constructor(
    readonly postgres: PostgresServer,
    readonly redis: RedisServer,
  ) {}

  /** Starts every service and the product; `overrides` are extra environment variables. */
  static async start(overrides: NodeJS.ProcessEnv = {}): Promise<FaultEnvironment> {
    requireBuild();
    const [postgres, redis] = await Promise.all([PostgresServer.create(), RedisServer.create()]);
    const environment = new FaultEnvironment(postgres, redis);
    try {
      await environment.boot(overrides);
    } catch (error) {
      await environment.close();
      throw error;
    }
    return environment;
  }

  private async boot(overrides: NodeJS.ProcessEnv): Promise<void> {
    mkdirSync(this.ingestDir, { recursive: true });
    mkdirSync(this.uploadDir, { recursive: true });
    const databaseUrl = await this.postgres.createDatabase('bodacc');
    this.apiPort = await freePort();
    this.env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(this.apiPort),
      APP_URL: 'http://app.test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: this.redis.url,
      REDIS_KEY_PREFIX: 'faults',
      SMTP_URL: await this.mail.start(),
      JWT_ACCESS_SECRET: `faults-access-${randomUUID()}`,
      JWT_REFRESH_SECRET: `faults-refresh-${randomUUID()}`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      DATA_DIR: this.workDir,
      UPLOAD_DIR: this.uploadDir,
      INGEST_DIR: this.ingestDir,
      FRONTEND_DIST: '/nonexistent-frontend-dist',
      ENRICHMENT_API_URL: '',
      BODACC_SYNC_URL: '',
      ...overrides,
    };
    await ProductProcess.spawn('migrations', 'shared/database/migrate.js', this.env).finished();
    this.db = new Pool({ connectionString: databaseUrl, max: 4 });
    // A restarted server ends idle connections: the pool drops them and opens new ones.
    this.db.on('error', () => undefined);
    await this.startApi();
    await this.startWorker();
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  async startApi(): Promise<void> {
    this.api = ProductProcess.spawn('API', 'main.js', { ...this.env, PROCESS_ROLE: 'api' });
    await waitUntil(
      'the API to answer /api/health',
      async () => {
        if (!this.api.isRunning) throw new Error(`API exited: ${this.api.log.slice(-4000)}`);
        return (await this.health()) === 200;
      },
      30000,
      200,
    );
  }

  /** `npm run worker`: the built worker with its 192 MB heap. */
  async startWorker(): Promise<ProductProcess> {
    const worker = ProductProcess.spawn(
      'worker',
      'worker.js',
      { ...this.env, PROCESS_ROLE: 'worker', LOG_LEVEL: 'info' },
      ['--max-old-space-size=192'],
    );
    this.worker = worker;
    await worker.waitForOutput(/Worker ready/);
    return worker;
  }

  async health(): Promise<number> {
    try {
      const response = await fetch(`${this.baseUrl}/api/health`, {
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  /** One request to the API; a JSON body is sent as JSON, FormData as multipart. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Answer
  async request<T = any>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; form?: FormData; timeoutMs?: number } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text, ms };
  }

  /** Verified accounts made in SQL (the sign-up flow has its own tests), then a real login. */
  async createUsers(count: number, role: 'user' | 'admin' = 'user'): Promise<number[]> {
    const label = randomUUID().slice(0, 8);
    const emails = Array.from({ length: count }, (_, i) => `${role}-${label}-${i}@faults.test`);
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO users (email, full_name, password_hash, role, is_verified)
       SELECT email, 'Utilisateur Pannes', $2, $3::user_role, true FROM unnest($1::text[]) AS email
       RETURNING id`,
      [emails, await this.cheapHash, role],
    );
    return rows.map((row) => row.id);
  }

  async login(userId: number): Promise<Session> {
    const {
      rows: [{ email }],
    } = await this.db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [userId]);
    const answer = await this.request('POST', '/api/auth/login', {
      json: { email, password: FAULTS_PASSWORD },
    });
    if (answer.status !== 200) {
      throw new Error(
        `login of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return { userId, email, accessToken: answer.body.accessToken };
  }

  async admin(): Promise<Session> {
    const [id] = await this.createUsers(1, 'admin');
    return this.login(id);
  }

  /** Credits through the admin's adjustment (the ledger's own path, audited). */
  async grantCredits(admin: Session, userId: number, amount: number): Promise<void> {
    const answer = await this.request('POST', `/api/admin/usermanagement/${userId}/credits`, {
      token: admin.accessToken,
      json: { amount, description: 'Crédits de test des pannes' },
    });
    if (answer.status !== 200) {
      throw new Error(`credits for ${userId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }

  /** Every process's output, for a failure's message. */
  logs(): string {
    return [this.api, this.worker]
      .filter((process): process is ProductProcess => process !== null && process !== undefined)
      .map((process) => `--- ${process.name}\n${process.log.slice(-6000)}`)
      .join('\n');
  }

  async close(): Promise<void> {
    await Promise.all([this.api?.stop(), this.worker?.stop()]);
    await this.db?.end().catch(() => undefined);
    await this.mail.stop().catch(() => undefined);
    this.postgres.destroy();
    await this.redis.destroy();
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
