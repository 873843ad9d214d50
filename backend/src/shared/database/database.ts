import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { compileSql, sql, SqlFragment } from './sql';
import {
  entityManagerOf,
  runAfterCommit,
  takeAfterCommitWork,
  Transaction,
  wrapTransaction,
} from './transaction';

/** TypeORM answers `[rows, affected]` for UPDATE and DELETE, and the rows for anything else. */
function rowsOf<Row>(result: unknown[]): Row[] {
  const isCounted =
    result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
  return (isCounted ? result[0] : result) as Row[];
}

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
    const { text, values } = compileSql(statement);
    return rowsOf<Row>(await this.manager(tx).query(text, values));
  }

  /** Resolves once PostgreSQL answers (health checks). */
  async ping(): Promise<void> {
    await this.query(sql`SELECT 1`);
  }

  /** The first row, or undefined. */
  async queryOne<Row>(statement: SqlFragment, tx?: Transaction): Promise<Row | undefined> {
    return (await this.query<Row>(statement, tx))[0];
  }

  /**
   * The statement's rows, `batchSize` at a time, from a server-side cursor on a connection of its
   * own: a large result never sits in memory. Stopping early (a `return` or a closed download)
   * closes the cursor and gives the connection back.
   */
  async *batches<Row>(statement: SqlFragment, batchSize: number): AsyncGenerator<Row[]> {
    const { text, values } = compileSql(statement);
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query(`DECLARE batch_cursor NO SCROLL CURSOR FOR ${text}`, values);
      for (;;) {
        const rows: Row[] = await runner.query(`FETCH ${batchSize} FROM batch_cursor`);
        if (!rows.length) break;
        yield rows;
      }
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
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
