import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { queryPreparedRows, queryRows } from './run-statement';
import { sql, SqlFragment } from './sql';
import {
  entityManagerOf,
  runAfterCommit,
  takeAfterCommitWork,
  Transaction,
  wrapTransaction,
} from './transaction';

/**
 * The one way repositories reach PostgreSQL: statements through the `sql` tag, entity reads
 * and writes through `repository()`, both in a transaction when one is given.
 */
@Injectable()
export class Database {
  private readonly logger = new Logger(Database.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Runs `work` in a new transaction, or in the caller's when `within` is given; once a new one
   * commits, the work queued with `afterCommit` runs, in order.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>, within?: Transaction): Promise<T> {
    if (within) return work(within);
    let opened: Transaction | undefined;
    const result = await this.dataSource.transaction((manager) =>
      work((opened = wrapTransaction(manager))),
    );
    for (const next of takeAfterCommitWork(opened!)) {
      // The transaction is committed: what follows it (live events) may fail, the writes stand.
      await next().catch((error: Error) => this.logger.warn(`after commit: ${error.message}`));
    }
    return result;
  }

  /** Work to run once `tx` has committed (never when it rolls back), e.g. telling users. */
  afterCommit(tx: Transaction, work: () => Promise<void>): void {
    runAfterCommit(tx, work);
  }

  /** The rows the statement returns, whatever its kind (UPDATE … RETURNING included). */
  async query<Row>(statement: SqlFragment, tx?: Transaction): Promise<Row[]> {
    return queryRows<Row>(this.manager(tx), statement);
  }

  /** The first row of a lookup by key, prepared once per connection (`queryPreparedRows`). */
  async queryOnePrepared<Row>(name: string, statement: SqlFragment): Promise<Row | undefined> {
    return (await queryPreparedRows<Row>(this.dataSource, name, statement))[0];
  }

  /** Resolves once PostgreSQL answers (health checks). */
  async ping(): Promise<void> {
    await this.query(sql`SELECT 1`);
  }

  /** The first row, or undefined. */
  async queryOne<Row>(statement: SqlFragment, tx?: Transaction): Promise<Row | undefined> {
    return (await this.query<Row>(statement, tx))[0];
  }

  repository<Entity extends ObjectLiteral>(
    entity: EntityTarget<Entity>,
    tx?: Transaction,
  ): Repository<Entity> {
    return this.manager(tx).getRepository(entity);
  }

  manager(tx?: Transaction): EntityManager {
    return tx ? entityManagerOf(tx) : this.dataSource.manager;
  }
}
