import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config';
import { Database } from './database';
import { dataSourceOptions } from './data-source-options';
import { ReadDatabase } from './read-database';

/**
 * The connection pool, and `Database`, the one way repositories reach it; `ReadDatabase` for the
 * reads a replica may serve.
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
  providers: [Database, ReadDatabase],
  exports: [Database, ReadDatabase],
})
export class DatabaseModule {}
