import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { adminUrl, dropDatabase, testDatabaseName } from '../../support/test-database';

const ROOT = join(__dirname, '..', '..', '..', '..');
const CONFIG = join(ROOT, 'backend', 'dist', 'shared', 'config', 'index.js');

/** A clean environment: nothing but what a shell gives, so only .env can name the database. */
const bareEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME });

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('.env is read the same way by the scripts and the server', () => {
  const database = `${testDatabaseName()}_dotenv`;
  const databaseUrl = adminUrl(database);
  let project: string;

  beforeAll(() => {
    if (!existsSync(CONFIG)) throw new Error(`Build the backend first (npm run build): ${CONFIG}`);
    project = mkdtempSync(join(tmpdir(), 'bodacc-dotenv-'));
    writeFileSync(
      join(project, '.env'),
      `# a comment\nDATABASE_URL=${databaseUrl}\nDATA_DIR=${join(project, '.data')}\n`,
    );
  });

  afterAll(async () => {
    rmSync(project, { recursive: true, force: true });
    await dropDatabase(database);
  });

  it('the service script creates the database named in .env, which the server then uses', async () => {
    const services = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts', 'ensure-services.mjs'), '--create-database'],
      { cwd: project, env: bareEnv(), encoding: 'utf8', timeout: 60000 },
    );
    expect(services.stderr).toBe('');
    expect(services.status).toBe(0);
    expect(services.stdout).toContain(`created database ${database}`);
    await expect(databaseExists(database)).resolves.toBe(true);

    const server = spawnSync(
      process.execPath,
      [
        '-e',
        `const c = require(${JSON.stringify(CONFIG)}); c.validateEnvironment();
         console.log(process.env.DATABASE_URL);`,
      ],
      { cwd: project, env: bareEnv(), encoding: 'utf8', timeout: 20000 },
    );
    expect(server.stderr).toBe('');
    expect(server.stdout.trim()).toBe(databaseUrl);
  });
});
