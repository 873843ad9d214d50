import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/**
 * The app's session settings (the bench's raw SQL runs with them too). No parallel workers per
 * query: serving many requests at once, starting worker processes for one of them only costs CPU
 * the others need (search throughput +58 % at 1M records,
 * docs/performance.md). No JIT: compiling took 35–47 ms of each costly search's count, more
 * than it saved. 32 MB of work_mem: a broad word's bitmap (420,000 matches at 5.6M records)
 * stays made of exact pages; in 4 MB or 16 MB they went lossy and every row on them had its
 * words computed again (the first asks' p95 939 ms at 16 MB, 355 ms at 32 MB).
 */
export const APP_SESSION_SETTINGS =
  '-c max_parallel_workers_per_gather=0 -c jit=off -c work_mem=32MB';

/** One definition for the app, the migration command and the tests; the schema comes from migrations only. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    namingStrategy: new SnakeNamingStrategy(),
    entities: [join(__dirname, '..', '..', 'modules', '*', 'entities', '*.entity.{js,ts}')],
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: 20,
      options: APP_SESSION_SETTINGS,
    },
  };
}
