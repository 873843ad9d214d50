import { Injectable } from '@nestjs/common';
import { Database, rawSql, sql, Transaction } from '../../shared/database';
import { copyLinesIfAllNew, copyLinesInto, copyTextLine } from '../../shared/database/copy-rows';
import { BodaccImportRow, BodaccRow } from './bodacc-columns';
import {
  BODACC_COLUMN_NAMES,
  CREATE_STAGE,
  PublishedDays,
  publishedFilter,
  selectBatchAfter,
  UPSERT_FROM_STAGE,
} from './bodacc-announcement.statements';

/** An announcement ready to write: its id and its row as a line of COPY text. */
export interface BodaccCopyRow {
  id: string;
  line: string;
}

/**
 * Made as soon as a row is parsed: a batch waiting for its turn then holds one string per row
 * rather than an object of 33 fields, which the garbage collector would have to move around.
 */
export const toCopyRow = (row: BodaccImportRow): BodaccCopyRow => ({
  id: row.id as string,
  line: copyTextLine(BODACC_COLUMN_NAMES, row),
});

@Injectable()
export class BodaccAnnouncementRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes one batch in its transaction (with the checkpoint); returns how many rows were new.
   * A first load only meets new ids: the batch is COPY'd straight into the table. When an id is
   * already there, that COPY is rolled back and the batch goes through a session staging table
   * and one INSERT … ON CONFLICT, which updates the known announcements.
   */
  async upsertBatch(tx: Transaction, rows: BodaccCopyRow[]): Promise<number> {
    const unique = [...new Map(rows.map((row) => [row.id, row.line])).values()];
    if (!unique.length) return 0;
    if (await copyLinesIfAllNew(tx, 'bodacc_announcements', BODACC_COLUMN_NAMES, unique)) {
      return unique.length;
    }
    await this.db.query(CREATE_STAGE, tx);
    await copyLinesInto(tx, 'bodacc_announcements_stage', BODACC_COLUMN_NAMES, unique);
    const written = await this.db.queryOne<{ inserted: number }>(UPSERT_FROM_STAGE, tx);
    return written!.inserted;
  }

  /** The next announcements in id order, `limit` or `maxJsonNodes` JSON values at most. */
  findBatchAfter(
    lastId: string,
    limit: number,
    published: PublishedDays,
    maxJsonNodes: number,
  ): Promise<BodaccRow[]> {
    return this.db.query<BodaccRow>(selectBatchAfter(lastId, limit, published, maxJsonNodes));
  }

  /**
   * Forgets the raw copy of the announcements published on these days, once they are in the
   * catalogue: the history keeps only the catalogue of the months it loaded (issue 31).
   */
  async deletePublished(published: PublishedDays): Promise<void> {
    await this.db.query(
      sql`DELETE FROM bodacc_announcements WHERE true${publishedFilter(published)}`,
    );
  }

  /**
   * Makes the room of deleted announcements reusable (the history deletes a month's raw copy once
   * it is in the catalogue): the next month's copy goes there instead of growing the file.
   */
  async reclaimDeleted(): Promise<void> {
    await this.db.query(rawSql('VACUUM (ANALYZE) bodacc_announcements'));
  }

  /** The announcements published on these days. */
  async count(published: PublishedDays = { from: null }): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM bodacc_announcements
          WHERE true${publishedFilter(published)}`,
    );
    return row!.count;
  }

  /** The bytes the raw copy takes on disk, its indexes and TOAST included. */
  async bytes(): Promise<number> {
    const row = await this.db.queryOne<{ bytes: number }>(
      sql`SELECT pg_total_relation_size('bodacc_announcements')::float8 AS bytes`,
    );
    return row!.bytes;
  }

  /** The latest publication day among the announcements published on or after `fromDay`. */
  async latestPublishedSince(fromDay: string): Promise<string | null> {
    const row = await this.db.queryOne<{ latest: string | null }>(
      sql`SELECT max(dateparution)::text AS latest FROM bodacc_announcements
          WHERE true${publishedFilter({ from: fromDay })}`,
    );
    return row?.latest ?? null;
  }
}
