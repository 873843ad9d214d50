import { Injectable } from '@nestjs/common';
import { Database, rawSql, sql, Transaction } from '../../shared/database';
import { copyLinesIfAllNew, copyLinesInto, copyTextLine } from '../../shared/database/copy-rows';
import {
  BODACC_JSON_COLUMNS,
  BODACC_TEXT_COLUMNS,
  BodaccImportRow,
  BodaccRow,
} from './bodacc-columns';

const NAMES = ['has_synthetic_id', ...BODACC_TEXT_COLUMNS, ...BODACC_JSON_COLUMNS] as string[];

/** Per-session staging table, emptied at every commit (one batch = one transaction). */
const CREATE_STAGE = rawSql(`
  CREATE TEMP TABLE IF NOT EXISTS bodacc_announcements_stage
    (LIKE bodacc_announcements INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`);
const UPSERT_FROM_STAGE = rawSql(`
  WITH written AS (
    INSERT INTO bodacc_announcements (${NAMES.join(', ')})
    SELECT ${NAMES.join(', ')} FROM bodacc_announcements_stage
    ON CONFLICT (id) DO UPDATE SET
      ${NAMES.filter((n) => n !== 'id')
        .map((n) => `${n} = EXCLUDED.${n}`)
        .join(', ')},
      imported_at = now()
    RETURNING (xmax = 0) AS inserted)
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted FROM written`);

// Dates as text: the mapper works on the export's own YYYY-MM-DD strings.
const SELECT_COLUMNS = rawSql(
  NAMES.map((n) => (n === 'dateparution' ? `${n}::text AS ${n}` : n)).join(', '),
);

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
  line: copyTextLine(NAMES, row),
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
    if (await copyLinesIfAllNew(tx, 'bodacc_announcements', NAMES, unique)) {
      return unique.length;
    }
    await this.db.query(CREATE_STAGE, tx);
    await copyLinesInto(tx, 'bodacc_announcements_stage', NAMES, unique);
    const written = await this.db.queryOne<{ inserted: number }>(UPSERT_FROM_STAGE, tx);
    return written!.inserted;
  }

  /** The next announcements in id order (keyset pagination for the transfer). */
  findBatchAfter(lastId: string, limit: number): Promise<BodaccRow[]> {
    return this.db.query<BodaccRow>(
      sql`SELECT ${SELECT_COLUMNS} FROM bodacc_announcements WHERE id > ${lastId} ORDER BY id LIMIT ${limit}`,
    );
  }

  async count(): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM bodacc_announcements`,
    );
    return row!.count;
  }
}
