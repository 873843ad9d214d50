import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { databaseConfig } from '../../shared/config';
import { compileSql, ReadDatabase, sql, SqlFragment } from '../../shared/database';

/** Counts one request needs, each kept or counted. */
export type CountOf = (statement: SqlFragment) => Promise<number>;

/**
 * The search's counts kept until the catalogue changes (issue 19; docs/performance.md): a count
 * statement names everything its answer depends on (the viewer's id, grants and watched SIRENs,
 * the filters), and `catalogue_version` changes with every commit that writes records or their
 * assignments (a trigger, whoever writes). So a count kept under the version it was counted at
 * is the exact count for as long as the version stays.
 *
 * The version is read before the count and from the same database (a replica replays the
 * version's row in the same commit as the rows): a count can only be newer than its version,
 * never older.
 */
@Injectable()
export class CatalogueCountCache {
  private readonly counts: LRUCache<string, number, SqlFragment> | null;

  constructor(
    @Inject(databaseConfig.KEY) config: ConfigType<typeof databaseConfig>,
    private readonly replica: ReadDatabase,
  ) {
    this.counts = config.countCacheEntries
      ? new LRUCache({
          max: config.countCacheEntries,
          // Concurrent requests for the same count share one statement.
          fetchMethod: (_key, _stale, { context }) => this.count(context),
        })
      : null;
  }

  /** Counting for one request: the version is read once, now, beside whatever the caller runs. */
  forRequest(): CountOf {
    const counts = this.counts;
    if (!counts) return (statement) => this.count(statement);
    const version = this.version();
    return async (statement) => {
      const key = keyOf(await version, statement);
      return (await counts.fetch(key, { context: statement }))!;
    };
  }

  private async version(): Promise<string> {
    const row = await this.replica.queryOne<{ version: string }>(
      sql`SELECT version FROM catalogue_version`,
    );
    return row!.version;
  }

  private async count(statement: SqlFragment): Promise<number> {
    return (await this.replica.queryOne<{ count: number }>(statement))!.count;
  }
}

function keyOf(version: string, statement: SqlFragment): string {
  const { text, values } = compileSql(statement);
  return createHash('sha256')
    .update(JSON.stringify([version, text, values]))
    .digest('base64');
}
