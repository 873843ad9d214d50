import { rawSql, sql } from '../../shared/database';
import { BODACC_JSON_COLUMNS, BODACC_TEXT_COLUMNS } from './bodacc-columns';

/*
 * The statements of bodacc_announcements that are assembled from its column list; their final
 * text is pinned by bodacc-announcement.statements.spec.ts, so a change shows in review.
 */

/** The columns every statement and COPY of an announcement lists, in this order. */
export const BODACC_COLUMN_NAMES: readonly string[] = [
  'has_synthetic_id',
  ...BODACC_TEXT_COLUMNS,
  ...BODACC_JSON_COLUMNS,
  'json_nodes',
];

/** Per-session staging table, emptied at every commit (one batch = one transaction). */
export const CREATE_STAGE = rawSql(`
  CREATE TEMP TABLE IF NOT EXISTS bodacc_announcements_stage
    (LIKE bodacc_announcements INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`);
export const UPSERT_FROM_STAGE = rawSql(`
  WITH written AS (
    INSERT INTO bodacc_announcements (${BODACC_COLUMN_NAMES.join(', ')})
    SELECT ${BODACC_COLUMN_NAMES.join(', ')} FROM bodacc_announcements_stage
    ON CONFLICT (id) DO UPDATE SET
      ${BODACC_COLUMN_NAMES.filter((n) => n !== 'id')
        .map((n) => `${n} = EXCLUDED.${n}`)
        .join(', ')},
      imported_at = now()
    RETURNING (xmax = 0) AS inserted)
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted FROM written`);

// What the mapper reads, dates as text: it works on the export's own YYYY-MM-DD strings.
const SELECT_COLUMNS = rawSql(
  BODACC_COLUMN_NAMES.filter((n) => n !== 'json_nodes')
    .map((n) => (n === 'dateparution' ? `${n}::text AS ${n}` : n))
    .join(', '),
);

/** Only the announcements published on or after this day, when one is given. */
/** Publication days: on or after `from`, up to `through` (included); null leaves a side open. */
export interface PublishedDays {
  from: string | null;
  through?: string | null;
}

export const publishedFilter = ({ from, through = null }: PublishedDays) =>
  sql`${from === null ? rawSql('') : sql` AND dateparution >= ${from}::date`}${
    through === null ? rawSql('') : sql` AND dateparution <= ${through}::date`
  }`;

/**
 * The next announcements in id order (keyset pagination for the transfer): at most `limit`, and
 * no more than `maxJsonNodes` JSON values in all (always the first one). The values are counted
 * over the candidate rows before any jsonb is read, so a dense batch is never sent at all.
 */
export const selectBatchAfter = (
  lastId: string,
  limit: number,
  published: PublishedDays,
  maxJsonNodes: number,
) =>
  sql`SELECT ${SELECT_COLUMNS} FROM (
    SELECT *, sum(coalesce(json_nodes, 0)) OVER (ORDER BY id) - coalesce(json_nodes, 0) AS nodes_before
    FROM bodacc_announcements WHERE id > ${lastId}${publishedFilter(published)} ORDER BY id LIMIT ${limit}
  ) candidates WHERE nodes_before < ${maxJsonNodes} ORDER BY id`;
