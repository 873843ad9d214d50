import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config';
import { loadDatabaseConfig } from '../config/database.config';
import { dataSourceOptions } from './data-source-options';

/** `npm run db:migrate`: applies pending migrations and prints what it ran. */
async function migrate(): Promise<void> {
  validateEnvironment();
  const dataSource = new DataSource(dataSourceOptions(loadDatabaseConfig(process.env).url));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length
        ? `Applied: ${applied.map((m) => m.name).join(', ')}`
        : 'Database is up to date',
    );
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: Error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
