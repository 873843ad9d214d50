import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

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
      // No parallel workers per query: serving many requests at once, starting worker processes
      // for one of them only costs CPU the others need (search throughput +58 % at 1M records,
      // docs/performance.md). No JIT: compiling took 35–47 ms of each costly search's count, more
      // than it saved. A broad word's matches (150,000 at 1M records) fit a bitmap of exact
      // pages in 16 MB; in 4 MB its pages went lossy and each of their rows was read again
      // (0.85 s against 0.25 s for one count).
      options: '-c max_parallel_workers_per_gather=0 -c jit=off -c work_mem=16MB',
    },
  };
}
