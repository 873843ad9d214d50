import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { DemoDataSeeder } from './modules/ingestion';
import {
  SeededAccountKind,
  describeAccount,
  resetSeededPassword,
  seedAccounts,
} from './seed/seeded-accounts';
import { ConfigError, validateEnvironment } from './shared/config';

/** The real BODACC sample (shared/fixtures/bodacc), loaded for the demo user on first start. */
const DEMO_BODACC_CSV = join(__dirname, '..', 'test', 'fixtures', 'sample-real.csv');

/**
 * `npm run db:seed`: the admin, the demo user and its sample records; prints one line per
 * account. `--reset-password=admin|demo` gives that account its seeded password again.
 */
async function seed(): Promise<void> {
  validateEnvironment();
  // The seed runs the demo jobs itself; it must not consume the queues like a worker.
  process.env.PROCESS_ROLE = 'api';
  const reset = /^--reset-password=(admin|demo)$/.exec(process.argv[2] ?? '')?.[1];
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    if (reset) {
      const account = await resetSeededPassword(app, reset as SeededAccountKind);
      console.log(
        `Password reset, every session of the account ended.\n${describeAccount(account)}`,
      );
      return;
    }
    const { accounts, demoUserId } = await seedAccounts(app);
    const data = await app.get(DemoDataSeeder).seedOnce(DEMO_BODACC_CSV, demoUserId);
    for (const account of accounts) console.log(describeAccount(account));
    if (data.seeded) console.log(`${data.records} real BODACC records imported for the demo user`);
  } finally {
    await app.close();
  }
}

seed().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : `Seed failed: ${error.message}`);
  process.exit(1);
});
