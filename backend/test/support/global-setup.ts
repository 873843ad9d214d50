import { createMigratedDatabase, testDatabaseName } from './test-database';

/** One throwaway database per run, migrated once; its name travels to the tests by env. */
export default async function globalSetup(): Promise<void> {
  const name = testDatabaseName();
  process.env.TEST_DATABASE_URL = await createMigratedDatabase(name);
  process.env.TEST_DATABASE_NAME = name;
}
