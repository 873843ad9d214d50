import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/shared/database/data-source-options';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bodacc';

export function testDatabaseName(): string {
  return `bodacc_test_${Date.now()}_${process.pid}`;
}

/** The server of DATABASE_URL, on the given database (the maintenance one by default). */
export function adminUrl(database = 'postgres'): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Applies every migration to the (existing) database of `url`. */
export async function migrateDatabase(url: string): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}

/** Creates the database and applies every migration; returns its URL. */
export async function createMigratedDatabase(name: string): Promise<string> {
  await onServer(`CREATE DATABASE "${name}"`);
  const url = adminUrl(name);
  await migrateDatabase(url);
  return url;
}

/** A copy of a migrated database (cheap: PostgreSQL copies its files). */
export async function cloneDatabase(template: string, name: string): Promise<string> {
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return adminUrl(name);
}

/** The database a jest worker uses: its own copy of the run's, so test files can run in parallel. */
export function workerDatabaseName(runDatabase: string, workerId: string | number): string {
  return `${runDatabase}_w${workerId}`;
}

export function dropDatabase(name: string): Promise<void> {
  return onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
