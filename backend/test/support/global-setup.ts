import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/shared/database/data-source-options';
import { adminUrl, testDatabaseName } from './test-database';

/** One throwaway database per run, migrated once; its name travels to the tests by env. */
export default async function globalSetup(): Promise<void> {
  const name = testDatabaseName();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = adminUrl(name);
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_DATABASE_NAME = name;
}
