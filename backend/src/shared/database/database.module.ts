import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config';
import { Database } from './database';
import { dataSourceOptions } from './data-source-options';

/** The connection pool, and `Database`, the one way repositories reach it. */
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
  providers: [Database],
  exports: [Database],
})
export class DatabaseModule {}
