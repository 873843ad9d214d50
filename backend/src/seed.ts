import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AdminSeeder } from './modules/identity';
import { ConfigError, validateEnvironment } from './shared/config';
import { loadAppConfig } from './shared/config/app.config';

/** ADMIN_PASSWORD, else a password generated once and kept under .data/ so it stays valid. */
function adminPassword(): { password: string; isGenerated: boolean } {
  if (process.env.ADMIN_PASSWORD)
    return { password: process.env.ADMIN_PASSWORD, isGenerated: false };
  const file = join(loadAppConfig(process.env).dataDir, 'admin-password.txt');
  if (!existsSync(file)) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, randomBytes(12).toString('base64url'), { mode: 0o600 });
  }
  return { password: readFileSync(file, 'utf8').trim(), isGenerated: true };
}

async function seed(): Promise<void> {
  validateEnvironment();
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    const { password, isGenerated } = adminPassword();
    const admin = await app.get(AdminSeeder).ensureAdmin(password);
    const note = admin.created ? 'created' : 'already present, password unchanged';
    console.log(`Admin ${admin.email} (${note})${isGenerated ? ` — password: ${password}` : ''}`);
  } finally {
    await app.close();
  }
}

seed().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : `Seed failed: ${error.message}`);
  process.exit(1);
});
