import { Database, sql, Transaction } from '../../shared/database';
import type { WrittenRecord } from './analyzer-record.input';

type Json = Record<string, unknown>;

/**
 * The parts of a notice's details kept apart from its row (migration 1764990000000): read only by
 * the record's page, never by a search, a status or a company's facts.
 */
export const DETAILS_KEPT_APART = [
  'listepersonnes',
  'listeetablissements',
  'listeprecedentexploitant',
  'listeprecedentproprietaire',
] as const;

/** Notices to a block: enough for their JSON to compress, few enough to read one quickly. */
export const NOTICES_PER_DETAIL_BLOCK = 128;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The details a row keeps, and those kept apart (null when there are none). */
export function splitDetails(details: unknown): { row: unknown; apart: Json | null } {
  if (!isObject(details)) return { row: details, apart: null };
  const row: Json = {};
  const apart: Json = {};
  for (const [key, value] of Object.entries(details)) {
    if ((DETAILS_KEPT_APART as readonly string[]).includes(key)) apart[key] = value;
    else row[key] = value;
  }
  return Object.keys(apart).length ? { row, apart } : { row: details, apart: null };
}

/**
 * Writes the batch's details kept apart into new blocks (each a JSON object of them by
 * annonce_id), in the caller's transaction; returns the records as their rows keep them. A notice
 * written again points to a new block; its entry in the old one is no longer read.
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

/** The whole details of the record `alias`: its row's, with those kept apart in its block. */
export const wholeDetailsOf = (alias: string) =>
  `CASE WHEN ${alias}.details_block IS NULL THEN ${alias}.details_annonce_json ` +
  `ELSE ${alias}.details_annonce_json || coalesce((SELECT b.details -> ${alias}.annonce_id ` +
  `FROM notice_detail_blocks b WHERE b.id = ${alias}.details_block), '{}') END`;
