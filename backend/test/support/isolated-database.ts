import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/shared/database/data-source-options';
import { createMigratedDatabase, dropDatabase } from './test-database';

/**
 * A migrated database of its own for a test file whose jobs work on whole tables (imports,
 * transfers), so files running in parallel cannot see each other's rows.
 */
export async function createIsolatedDatabase(label: string) {
  const base = process.env.TEST_DATABASE_NAME ?? 'bodacc_test';
  const name = `${base}_${label}_${randomBytes(3).toString('hex')}`.slice(0, 63);
  return { url: await createMigratedDatabase(name), drop: () => dropDatabase(name) };
}

/** A TypeORM connection to an isolated database, for the tests that run a migration's up or down. */
export async function openIsolatedDataSource(label: string) {
  const database = await createIsolatedDatabase(label);
  const db = new DataSource(dataSourceOptions(database.url));
  await db.initialize();
  const close = async () => {
    await db.destroy();
    await database.drop();
  };
  return { db, close };
}
