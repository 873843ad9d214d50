import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { CreditsService } from './modules/credits';
import { AdminSeeder, UserDirectory } from './modules/identity';
import { DemoDataSeeder } from './modules/ingestion';
import { ConfigError, validateEnvironment } from './shared/config';
import { loadAppConfig } from './shared/config/app.config';

const DEMO_EMAIL = 'demo@example.com';
/** Enough for the demo user to open every sample record without a plan (1 credit each). */
const DEMO_CREDITS = 100;
/** The real BODACC sample (shared/fixtures/bodacc), loaded for the demo user on first start. */
const DEMO_BODACC_CSV = join(__dirname, '..', 'test', 'fixtures', 'sample-real.csv');

/** ADMIN_PASSWORD, else a password generated once and kept under .data/ so it stays valid. */
function adminPassword(): { password: string; isGenerated: boolean } {
  return persistedPassword('ADMIN_PASSWORD', 'admin-password.txt');
}

/** The variable when set, else a password generated once and kept under .data/. */
function persistedPassword(variable: string, fileName: string) {
  if (process.env[variable])
    return { password: process.env[variable] as string, isGenerated: false };
  const file = join(loadAppConfig(process.env).dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, randomBytes(12).toString('base64url'), { mode: 0o600 });
  }
  return { password: readFileSync(file, 'utf8').trim(), isGenerated: true };
}

/** Idempotent: the reference makes the grant happen once (the welcome credits come with verification). */
async function grantDemoCredits(credits: CreditsService, userId: number): Promise<void> {
  await credits.grant({
    userId,
    amount: DEMO_CREDITS,
    type: 'gift',
    description: 'Demo credits',
    reference: `demo-gift:${userId}`,
  });
}

async function seed(): Promise<void> {
  validateEnvironment();
  // The seed runs the demo jobs itself; it must not consume the queues like a worker.
  process.env.PROCESS_ROLE = 'api';
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    const { password, isGenerated } = adminPassword();
    const admin = await app.get(AdminSeeder).ensureAdmin(password);
    const note = admin.created ? 'created' : 'already present, password unchanged';
    console.log(`Admin ${admin.email} (${note})${isGenerated ? ` — password: ${password}` : ''}`);
    const demoPassword = persistedPassword('DEMO_PASSWORD', 'demo-password.txt').password;
    const demo = await app
      .get(UserDirectory)
      .ensureVerifiedUser(DEMO_EMAIL, 'Utilisateur démo', demoPassword);
    await grantDemoCredits(app.get(CreditsService), demo.id);
    const data = await app.get(DemoDataSeeder).seedOnce(DEMO_BODACC_CSV, demo.id);
    console.log(
      `Demo user ${DEMO_EMAIL} (${demo.created ? 'created' : 'already present'}) — password: ${demoPassword}; ` +
        (data.seeded
          ? `${data.records} real BODACC records imported and assigned to it`
          : `catalogue already holds ${data.records} records`),
    );
  } finally {
    await app.close();
  }
}

seed().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : `Seed failed: ${error.message}`);
  process.exit(1);
});
