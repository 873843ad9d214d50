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
      // docs/performance.md).
      options: '-c max_parallel_workers_per_gather=0',
    },
  };
}
