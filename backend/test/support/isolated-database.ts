import { randomBytes } from 'node:crypto';
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
