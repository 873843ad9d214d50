import type { PoolClient } from 'pg';
import { compileSql, SqlFragment } from './sql';

/**
 * One export's connection of the export pool: a read-only transaction (one snapshot for its
 * count and its rows) that holds one of its owner's export slots until it ends. `close()` ends
 * it, whoever calls it first: the end of the rows, a download that stops, the app shutting down.
 */
export class ExportSession {
  private closing: Promise<void> | null = null;
  private brokenBy: Error | undefined;

  constructor(
    private readonly client: PoolClient,
    private readonly onClosed: () => void,
  ) {
    // The server may end the connection (idle_in_transaction_session_timeout, a restart): this is
    // then a broken session to drop, never an unhandled 'error' event.
    client.on('error', this.markBroken);
  }

  get isClosed(): boolean {
    return this.closing !== null;
  }

  async query<Row>(statement: SqlFragment): Promise<Row[]> {
    const { text, values } = compileSql(statement);
    return (await this.client.query(text, values)).rows as Row[];
  }

  /**
   * The statement's rows, `batchSize` at a time, from a server-side cursor; the session closes
   * when they end or the reader stops. Closed by someone else, it fails rather than end early,
   * so a download is never taken for whole when it was not.
   */
  async *batches<Row>(statement: SqlFragment, batchSize: number): AsyncGenerator<Row[]> {
    const { text, values } = compileSql(statement);
    try {
      await this.client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${text}`, values);
      for (;;) {
        if (this.isClosed) throw new Error('The export was closed before its end');
        const { rows } = await this.client.query(`FETCH ${batchSize} FROM export_cursor`);
        if (!rows.length) return;
        yield rows as Row[];
      }
    } finally {
      await this.close();
    }
  }

  /** Ends the transaction (its cursor and slot with it) and gives the connection back; once. */
  close(): Promise<void> {
    this.closing ??= this.end();
    return this.closing;
  }

  private async end(): Promise<void> {
    // A statement still running finishes first: the client runs them in order.
    await this.client.query('ROLLBACK').catch(this.markBroken);
    this.client.off('error', this.markBroken);
    // A broken connection is dropped, never handed to the next export.
    this.client.release(this.brokenBy);
    this.onClosed();
  }

  private readonly markBroken = (error: Error) => {
    this.brokenBy ??= error;
  };
}
