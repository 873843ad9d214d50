import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', '..', '..', 'dist', 'main.js');

describe('process start-up', () => {
  beforeAll(() => {
    if (!existsSync(MAIN))
      throw new Error(`Build the backend first (npm run build): ${MAIN} is missing`);
  });

  it('stops with one clear line when DATABASE_URL is missing in production', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    const result = spawnSync(process.execPath, [MAIN], { env, encoding: 'utf8', timeout: 20000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: DATABASE_URL is required in production',
    );
  });

  it('stops naming a malformed variable', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      PORT: 'eighty',
      DATA_DIR: '/tmp/bodacc-startup-test',
    };
    const result = spawnSync(process.execPath, [MAIN], { env, encoding: 'utf8', timeout: 20000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535, got "eighty"',
    );
  });
});
