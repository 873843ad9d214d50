import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { createDatabase } from './database';
import { startMailbox, type Mailbox } from './mailbox';
import { assertBuilt, prepareDatabase, startServer, type AppServer } from './server';

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-e2e-Password1' };
/** The seed's demo user, to whom the real BODACC sample is assigned. */
export const DEMO = { email: 'demo@example.com', password: 'Demo-e2e-Password1' };

export interface Harness {
  baseURL: string;
  mailbox: Mailbox;
  browser: Browser;
  server: AppServer;
  teardown: () => Promise<void>;
}

/** Server variables a test file adds to (or changes in) the harness's own. */
export type ServerEnv = Record<string, string>;

/**
 * SMTP catcher, throwaway database (migrated and seeded), the built server, and Chromium;
 * `extraEnv` is laid over the server's variables (e.g. a local BODACC portal).
 */
export async function startHarness(extraEnv: ServerEnv = {}): Promise<Harness> {
  assertBuilt();
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => console.error('teardown:', error));
  };
  try {
    const mailbox = await startMailbox();
    cleanups.push(mailbox.close);
    const database = await createDatabase();
    cleanups.push(database.drop);
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // Queues and socket rooms of their own: other runs sharing this Redis must not take our jobs.
      REDIS_KEY_PREFIX: `e2e-${new URL(database.url).pathname.slice(1)}`,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      JWT_ACCESS_SECRET: 'e2e-access-secret-e2e-access-secret',
      JWT_REFRESH_SECRET: 'e2e-refresh-secret-e2e-refresh-secret',
      RATE_LIMIT_PER_MINUTE: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_PASSWORD: DEMO.password,
      // Never the internet: no BODACC sync.
      BODACC_SYNC_URL: '',
      // Nor the public company API (the company page's identity, the enrichment): a test that needs
      // it gives a local stand-in.
      ENRICHMENT_API_URL: '',
      // The webhooks' browser test posts to a receiver on this machine.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...extraEnv,
    };
    await prepareDatabase(env);
    const server = await startServer(env);
    cleanups.push(server.stop);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    return { baseURL: server.url, mailbox, browser, server, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
