import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config';
import { Database } from './database';
import { dataSourceOptions } from './data-source-options';
import { ExportDatabase } from './export-database';
import { ReadDatabase } from './read-database';

/**
 * The connection pool, and `Database`, the one way repositories reach it; `ReadDatabase` for the
 * reads a replica may serve; `ExportDatabase`, the small pool of its own that exports read on.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (config: ConfigType<typeof databaseConfig>) => ({
        ...dataSourceOptions(config.url),
        autoLoadEntities: false,
      }),
    }),
  ],
  providers: [Database, ReadDatabase, ExportDatabase],
  exports: [Database, ReadDatabase, ExportDatabase],
})
export class DatabaseModule {}
