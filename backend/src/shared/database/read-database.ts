import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { databaseConfig } from '../config';
import { dataSourceOptions } from './data-source-options';
import { queryRows } from './run-statement';
import { SqlFragment } from './sql';

/**
 * Reads that a streaming replica may serve (`DATABASE_READ_URL`; without one, the primary): the
 * search, the company page and the analytics (exports stream on ExportDatabase, from the same
 * server). A replica answers what the primary had committed a moment ago, so nothing that must
 * see a write just made (metering, sessions, who may see what) reads here; and nothing writes
 * here, no transaction opens here.
 */
@Injectable()
export class ReadDatabase implements OnModuleInit, OnApplicationShutdown {
  private readonly replica: DataSource | null;
  private readonly dataSource: DataSource;

  constructor(
    @Inject(databaseConfig.KEY) config: ConfigType<typeof databaseConfig>,
    @InjectDataSource() primary: DataSource,
  ) {
    // Statements only: the replica needs neither entities nor migrations.
    this.replica = config.readUrl
      ? new DataSource({ ...dataSourceOptions(config.readUrl), entities: [], migrations: [] })
      : null;
    this.dataSource = this.replica ?? primary;
  }

  async onModuleInit(): Promise<void> {
    await this.replica?.initialize();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.replica?.isInitialized) await this.replica.destroy();
  }

  /** True when no replica is configured: reads here see every write at once. */
  get isPrimary(): boolean {
    return !this.replica;
  }

  query<Row>(statement: SqlFragment): Promise<Row[]> {
    return queryRows<Row>(this.dataSource.manager, statement);
  }

  /** The first row, or undefined. */
  async queryOne<Row>(statement: SqlFragment): Promise<Row | undefined> {
    return (await this.query<Row>(statement))[0];
  }
}
