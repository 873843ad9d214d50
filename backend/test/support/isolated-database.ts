import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/shared/database/data-source-options';
import { adminUrl } from './test-database';

/**
 * A migrated database of its own for a test file whose jobs work on whole tables (imports,
 * transfers), so files running in parallel cannot see each other's rows.
 */
export async function createIsolatedDatabase(label: string) {
  const base = process.env.TEST_DATABASE_NAME ?? 'bodacc_test';
  const name = `${base}_${label}_${randomBytes(3).toString('hex')}`.slice(0, 63);
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = adminUrl(name);
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  return {
    url,
    drop: async () => {
      const client = new Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
