import type { Config } from '@jest/types';
import {
  cloneDatabase,
  createMigratedDatabase,
  testDatabaseName,
  workerDatabaseName,
} from './test-database';

/**
 * One throwaway database per run, migrated once, then one copy of it per jest worker, so test
 * files running in parallel never see each other's rows; the name travels to the tests by env.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const name = testDatabaseName();
  await createMigratedDatabase(name);
  const workers = Math.max(1, globalConfig.maxWorkers);
  for (let worker = 1; worker <= workers; worker += 1) {
    await cloneDatabase(name, workerDatabaseName(name, worker));
  }
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_WORKERS = String(workers);
}
