import { dropDatabase, workerDatabaseName } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (!name) return;
  const workers = Number(process.env.TEST_DATABASE_WORKERS ?? 1);
  for (let worker = 1; worker <= workers; worker += 1) {
    await dropDatabase(workerDatabaseName(name, worker));
  }
  await dropDatabase(name);
}
