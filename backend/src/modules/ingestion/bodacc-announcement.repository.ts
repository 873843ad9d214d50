import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BODACC_JSON_COLUMNS, BODACC_TEXT_COLUMNS, BodaccRow } from './bodacc-columns';

const TYPED_COLUMNS: [string, string][] = [
  ['has_synthetic_id', 'boolean'],
  ...BODACC_TEXT_COLUMNS.map((c): [string, string] => [c, c === 'dateparution' ? 'date' : 'text']),
  ...BODACC_JSON_COLUMNS.map((c): [string, string] => [c, 'jsonb']),
];
const NAMES = TYPED_COLUMNS.map(([name]) => name);

const UPSERT = `
  INSERT INTO bodacc_announcements (${NAMES.join(', ')})
  SELECT ${NAMES.join(', ')}
  FROM jsonb_to_recordset($1::jsonb) AS x(${TYPED_COLUMNS.map(([n, t]) => `${n} ${t}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET
    ${NAMES.filter((n) => n !== 'id')
      .map((n) => `${n} = EXCLUDED.${n}`)
      .join(', ')},
    imported_at = now()
  RETURNING (xmax = 0) AS inserted`;

// Dates as text: the mapper works on the export's own YYYY-MM-DD strings.
const SELECT_COLUMNS = NAMES.map((n) => (n === 'dateparution' ? `${n}::text AS ${n}` : n)).join(
  ', ',
);

@Injectable()
export class BodaccAnnouncementRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Multi-row upsert on the BODACC id, in the batch's transaction; returns how many were new. */
  async upsertBatch(manager: EntityManager, rows: BodaccRow[]): Promise<number> {
    const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
    if (!unique.length) return 0;
    const result: { inserted: boolean }[] = await manager.query(UPSERT, [JSON.stringify(unique)]);
    return result.filter((row) => row.inserted).length;
  }

  /** The next announcements in id order (keyset pagination for the transfer). */
  findBatchAfter(lastId: string, limit: number): Promise<BodaccRow[]> {
    return this.dataSource.query(
      `SELECT ${SELECT_COLUMNS} FROM bodacc_announcements WHERE id > $1 ORDER BY id LIMIT $2`,
      [lastId, limit],
    );
  }

  async count(): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM bodacc_announcements`,
    );
    return count;
  }
}
