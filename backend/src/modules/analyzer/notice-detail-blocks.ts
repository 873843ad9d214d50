import type { Database, Transaction } from '../../shared/database';
import { rawSql, sql } from '../../shared/database/sql';
import type { WrittenRecord } from './analyzer-record.input';
import { isJsonObject } from './notice-summary';

type Json = Record<string, unknown>;

/**
 * The parts of a notice's details kept apart from its row (migration 1764990000000): read only by
 * the record's page (and its exports), never by a search, a status or a company's facts.
 */
export const DETAILS_KEPT_APART = [
  'listepersonnes',
  'listeetablissements',
  'listeprecedentexploitant',
  'listeprecedentproprietaire',
] as const;

/** Notices to a block: enough for their JSON to compress, few enough to read one quickly. */
export const NOTICES_PER_DETAIL_BLOCK = 128;

/**
 * Of these objects of the details, the row keeps only the keys named (a status or a company's
 * facts read them in SQL); the rest (an act's category, dates, sale…: 220 B of a real notice) is
 * kept apart.
 */
export const DETAILS_PARTLY_KEPT_APART: Readonly<Record<string, readonly string[]>> = {
  acte: ['descriptif'],
};

/** `object`'s keys named in `kept`, and the others. */
function partition(object: Json, kept: readonly string[]): { kept: Json; rest: Json } {
  const entries = Object.entries(object);
  return {
    kept: Object.fromEntries(entries.filter(([key]) => kept.includes(key))),
    rest: Object.fromEntries(entries.filter(([key]) => !kept.includes(key))),
  };
}

/** The details a row keeps, and those kept apart (null when there are none). */
export function splitDetails(details: unknown): { row: unknown; apart: Json | null } {
  if (!isJsonObject(details)) return { row: details, apart: null };
  const row: Json = {};
  const apart: Json = {};
  for (const [key, value] of Object.entries(details)) {
    const partly = DETAILS_PARTLY_KEPT_APART[key];
    if ((DETAILS_KEPT_APART as readonly string[]).includes(key)) apart[key] = value;
    else if (partly && isJsonObject(value) && Object.keys(value).some((k) => !partly.includes(k))) {
      const parts = partition(value, partly);
      if (Object.keys(parts.kept).length) row[key] = parts.kept;
      apart[key] = parts.rest;
    } else row[key] = value;
  }
  return Object.keys(apart).length ? { row, apart } : { row: details, apart: null };
}

/**
 * Writes the batch's details kept apart into new blocks (each a JSON object of them by
 * annonce_id), in the caller's transaction; returns the records as their rows keep them. A notice
 * written again points to a new block (forgetStagedDetails takes it out of its old one).
 */
export async function writeDetailBlocks(
  db: Database,
  tx: Transaction,
  records: WrittenRecord[],
): Promise<WrittenRecord[]> {
  const split = records.map((record) => splitDetails(record.details_annonce_json));
  const apart = records.flatMap((record, i) => (split[i].apart ? [i] : []));
  const blockOf = new Map<number, number>();
  if (apart.length) {
    const count = Math.ceil(apart.length / NOTICES_PER_DETAIL_BLOCK);
    const ids = await db.query<{ id: number }>(
      sql`SELECT nextval('notice_detail_blocks_id_seq')::int AS id FROM generate_series(1, ${count})`,
      tx,
    );
    const blocks = ids.map(({ id }, b) => {
      const members = apart.slice(b * NOTICES_PER_DETAIL_BLOCK, (b + 1) * NOTICES_PER_DETAIL_BLOCK);
      for (const i of members) blockOf.set(i, id);
      return JSON.stringify(
        Object.fromEntries(members.map((i) => [records[i].annonce_id, split[i].apart])),
      );
    });
    await db.query(
      sql`INSERT INTO notice_detail_blocks (id, details)
          SELECT * FROM unnest(${ids.map((row) => row.id)}::int[], ${blocks}::jsonb[])`,
      tx,
    );
  }
  return records.map((record, i) => ({
    ...record,
    details_annonce_json: split[i].row,
    details_block: blockOf.get(i) ?? null,
  }));
}

/** The part of the details `apart` holds of `key`, merged with the row's part of it. */
const mergedPart = (alias: string, key: string) =>
  `|| CASE WHEN ${alias}.details_annonce_json ? '${key}' AND e.apart ? '${key}' ` +
  `THEN jsonb_build_object('${key}', (e.apart -> '${key}') || (${alias}.details_annonce_json -> '${key}')) ` +
  `ELSE '{}' END`;

/** The whole details of the record `alias`: its row's, with those kept apart in its block. */
export const wholeDetailsOf = (alias: string) =>
  `CASE WHEN ${alias}.details_block IS NULL THEN ${alias}.details_annonce_json ` +
  `ELSE (SELECT ${alias}.details_annonce_json || e.apart ` +
  Object.keys(DETAILS_PARTLY_KEPT_APART)
    .map((key) => mergedPart(alias, key))
    .join(' ') +
  ` FROM (SELECT coalesce((SELECT b.details -> ${alias}.annonce_id FROM notice_detail_blocks b ` +
  `WHERE b.id = ${alias}.details_block), '{}') AS apart) e) END`;

/** Takes the staged notices out of the blocks their rows point to before they are written again. */
const TAKE_STAGED_OUT_OF_BLOCKS = rawSql(`
  WITH rewritten AS (
    SELECT r.details_block AS block, array_agg(r.annonce_id::text) AS ids
    FROM analyzer_records r JOIN analyzer_records_stage x ON x.annonce_id = r.annonce_id
    WHERE r.details_block IS NOT NULL
    GROUP BY r.details_block)
  UPDATE notice_detail_blocks b SET details = b.details - w.ids
  FROM rewritten w WHERE b.id = w.block
  RETURNING b.id, b.details = '{}'::jsonb AS emptied`);

/**
 * Before the staged batch is upserted: its notices already in the catalogue leave their old
 * blocks, and a block left empty is deleted, so that writing a month again takes no more room.
 */
export async function forgetStagedDetails(db: Database, tx: Transaction): Promise<void> {
  const blocks = await db.query<{ id: number; emptied: boolean }>(TAKE_STAGED_OUT_OF_BLOCKS, tx);
  const emptied = blocks.filter((block) => block.emptied).map((block) => block.id);
  if (emptied.length) {
    await db.query(sql`DELETE FROM notice_detail_blocks WHERE id = ANY(${emptied}::int[])`, tx);
  }
}
