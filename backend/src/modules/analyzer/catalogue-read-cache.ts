import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { databaseConfig } from '../../shared/config';
import { compileSql, ReadDatabase, sql, SqlFragment } from '../../shared/database';

/** A count, or the rows of a grouping. */
type Kept = number | readonly unknown[];

/** The reads of one request, each kept or made. */
export interface CatalogueReads {
  count(statement: SqlFragment): Promise<number>;
  rows<Row>(statement: SqlFragment): Promise<Row[]>;
}

/**
 * The catalogue's costly reads (the search's counts, the analytics' groupings) kept until the
 * catalogue changes (issue 19; docs/performance.md): a statement names everything its answer
 * depends on (the viewer's id, grants and watched SIRENs, the filters, the period), and
 * `catalogue_version` changes with every commit that writes records or their assignments (a
 * trigger, whoever writes). So an answer kept under the version it was read at is the exact
 * answer for as long as the version stays.
 *
 * The version is read before the statement and from the same database (a replica replays the
 * version's row in the same commit as the rows): an answer can only be newer than its version,
 * never older. Sized in rows (`CATALOGUE_CACHE_ROWS`): a count is one, a grouping its rows.
 */
@Injectable()
export class CatalogueReadCache {
  private readonly kept: LRUCache<string, Kept, () => Promise<Kept>> | null;

  constructor(
    @Inject(databaseConfig.KEY) config: ConfigType<typeof databaseConfig>,
    private readonly replica: ReadDatabase,
  ) {
    this.kept = config.cacheRows
      ? new LRUCache({
          maxSize: config.cacheRows,
          sizeCalculation: (value) => (typeof value === 'number' ? 1 : Math.max(1, value.length)),
          // Concurrent requests for the same answer share one statement.
          fetchMethod: (_key, _stale, { context: read }) => read(),
        })
      : null;
  }

  /**
   * The reads of one request. The version is read once, when a read first needs it, unless the
   * caller's statement read it already (`knownVersion`; undefined when it did not, e.g. a page
   * without rows): each statement costs a round trip, which is most of a kept search's time.
   */
  forRequest(knownVersion?: Promise<string | undefined>): CatalogueReads {
    const kept = this.kept;
    const count = async (statement: SqlFragment) =>
      (await this.replica.queryOne<{ count: number }>(statement))!.count;
    const rows = <Row>(statement: SqlFragment) => this.replica.query<Row>(statement);
    if (!kept) return { count, rows };
    let version: Promise<string> | undefined;
    const versionNow = () =>
      (version ??= Promise.resolve(knownVersion).then((known) => known ?? this.version()));
    const keep = async <T extends Kept>(statement: SqlFragment, read: () => Promise<T>) => {
      const key = keyOf(await versionNow(), statement);
      return (await kept.fetch(key, { context: read })) as T;
    };
    return {
      count: (statement) => keep(statement, () => count(statement)),
      rows: <Row>(statement: SqlFragment) => keep(statement, () => rows<Row>(statement)),
    };
  }

  private async version(): Promise<string> {
    const row = await this.replica.queryOne<{ version: string }>(
      sql`SELECT version FROM catalogue_version`,
    );
    return row!.version;
  }
}

function keyOf(version: string, statement: SqlFragment): string {
  const { text, values } = compileSql(statement);
  return createHash('sha256')
    .update(JSON.stringify([version, text, values]))
    .digest('base64');
}
