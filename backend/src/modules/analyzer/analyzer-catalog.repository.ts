import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import { copyLinesIfAllNew, copyRowsInto, copyTextLine } from '../../shared/database/copy-rows';
import {
  CREATE_STAGE,
  FRESH_COLUMNS,
  JSON_COLUMNS,
  STAGED_COLUMNS,
  UPSERT_RECORDS,
} from './analyzer-catalog.statements';
import type { AnalyzerRecordInput, CompanyInactivity } from './analyzer-record.input';

/** Writes of the catalogue, always inside the caller's transaction (one per job batch). */
@Injectable()
export class AnalyzerCatalogRepository {
  constructor(private readonly db: Database) {}

  async countAssignments(): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM record_assignments`,
    );
    return row!.count;
  }

  async countRecords(): Promise<number> {
    const row = await this.db.queryOne<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM analyzer_records`,
    );
    return row!.count;
  }

  /**
   * Writes a batch in the caller's transaction (the last of duplicate ids in one batch wins).
   * A batch of new announcements (a first load) is COPY'd straight into the catalogue; when one
   * is already there, that COPY is rolled back and the batch goes through a session staging
   * table and one upsert on annonce_id.
   */
  async upsertRecords(
    tx: Transaction,
    records: AnalyzerRecordInput[],
  ): Promise<{ ids: number[]; inserted: number }> {
    const unique = [...new Map(records.map((r) => [r.annonce_id, r])).values()];
    if (!unique.length) return { ids: [], inserted: 0 };
    const ids = await this.insertIfAllNew(tx, unique);
    if (ids) return { ids, inserted: ids.length };
    await this.db.query(CREATE_STAGE, tx);
    await copyRowsInto(tx, 'analyzer_records_stage', STAGED_COLUMNS, unique, JSON_COLUMNS);
    const rows = await this.db.query<{ id: number; inserted: boolean }>(UPSERT_RECORDS, tx);
    return { ids: rows.map((r) => r.id), inserted: rows.filter((r) => r.inserted).length };
  }

  /** The new records' ids, or null (nothing written) when an annonce_id is already known. */
  private async insertIfAllNew(
    tx: Transaction,
    records: AnalyzerRecordInput[],
  ): Promise<number[] | null> {
    // Ids drawn from the sequence beforehand, since COPY returns none; the flag as the upsert sets it.
    const sirens = [...new Set(records.map((r) => r.siren).filter(Boolean))];
    const [ids, inactive] = await Promise.all([
      this.db.query<{ id: number }>(
        sql`SELECT nextval('analyzer_records_id_seq')::int AS id FROM generate_series(1, ${records.length})`,
        tx,
      ),
      this.db.query<{ siren: string }>(
        sql`SELECT siren FROM company_status WHERE siren = ANY(${sirens}::char(9)[])`,
        tx,
      ),
    ]);
    const inactiveSirens = new Set(inactive.map((row) => row.siren));
    const rows = records.map((record, i) => ({
      ...record,
      id: ids[i].id,
      company_inactive: record.siren !== null && inactiveSirens.has(record.siren),
    }));
    const lines = rows.map((row) => copyTextLine(FRESH_COLUMNS, row, JSON_COLUMNS));
    const written = await copyLinesIfAllNew(tx, 'analyzer_records', FRESH_COLUMNS, lines);
    return written ? rows.map((row) => row.id) : null;
  }

  async assignToUser(tx: Transaction, userId: number, recordIds: number[]): Promise<void> {
    if (!recordIds.length) return;
    await this.db.query(
      sql`INSERT INTO record_assignments (user_id, record_id)
          SELECT ${userId}, unnest(${recordIds}::int[]) ON CONFLICT DO NOTHING`,
      tx,
    );
  }

  /** Keeps the earliest date a company is known to be inactive. */
  async markInactive(tx: Transaction, facts: CompanyInactivity[]): Promise<void> {
    const earliest = new Map<string, CompanyInactivity>();
    for (const fact of facts) {
      const known = earliest.get(fact.siren);
      if (!known || fact.since < known.since) earliest.set(fact.siren, fact);
    }
    if (!earliest.size) return;
    await this.db.query(
      sql`INSERT INTO company_status (siren, inactive_since, reason, source_annonce_id)
       SELECT siren, since, reason, "annonceId"
       FROM jsonb_to_recordset(${JSON.stringify([...earliest.values()])}::jsonb) AS x(siren char(9), since date, reason varchar, "annonceId" varchar)
       ON CONFLICT (siren) DO UPDATE SET
         inactive_since = LEAST(company_status.inactive_since, EXCLUDED.inactive_since),
         reason = CASE WHEN EXCLUDED.inactive_since < company_status.inactive_since
                       THEN EXCLUDED.reason ELSE company_status.reason END,
         source_annonce_id = CASE WHEN EXCLUDED.inactive_since < company_status.inactive_since
                       THEN EXCLUDED.source_annonce_id ELSE company_status.source_annonce_id END,
         updated_at = now()`,
      tx,
    );
  }
}
