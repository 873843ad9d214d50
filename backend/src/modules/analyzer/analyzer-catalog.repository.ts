import { Injectable } from '@nestjs/common';
import { Database, rawSql, sql, Transaction } from '../../shared/database';
import { copyLinesIfAllNew, copyRowsInto, copyTextLine } from '../../shared/database/copy-rows';
import { mapInSlices } from '../../shared/scheduling';
import {
  CREATE_STAGE,
  FOLD_COUNT_CHANGES,
  FRESH_COLUMNS,
  INACTIVE_CODE_LIST,
  JSON_COLUMNS,
  STAGED_COLUMNS,
  UPSERT_RECORDS,
} from './analyzer-catalog.statements';
import type { AnalyzerRecordInput, WrittenRecord } from './analyzer-record.input';
import { CATALOGUE_TABLES } from './catalogue-tables';
import { noticeOfficersOf } from './company-officers';
import { refreshCompanyStatuses, sirenToRefresh, uniqueSirens } from './company-status.refresh';
import { judgmentKindOf, practitionersOf } from './judgment-facts';
import { forgetStagedDetails, writeDetailBlocks } from './notice-detail-blocks';

/** The record with what its judgment says (CONTRACT §8.2), derived once, as it is written. */
function withJudgmentFacts(record: AnalyzerRecordInput): WrittenRecord {
  const practitioners = practitionersOf(record.complementaire);
  return {
    ...record,
    judgment_kind: judgmentKindOf({
      typeAnnonce: record.type_annonce,
      famille: record.famille,
      typeJugement: record.type_jugement,
      text: record.complementaire,
    }),
    practitioners: practitioners.length ? practitioners : null,
    details_block: null,
  };
}

const OFFICER_COLUMNS = ['record_id', 'position', 'departed', 'name', 'role'];

/**
 * The catalogue's B-tree indexes a history leaves half full: its months come newest first, so
 * each month's keys go in before the newer months' own, and each page split there keeps half a
 * page (the date indexes, kept oldest first, fill their pages as they go).
 */
export const INDEXES_PACKED_AFTER_HISTORY = [
  'analyzer_records_annonce_id_key',
  'analyzer_records_type_date',
  'analyzer_records_active_type_date',
  'analyzer_records_siren',
];

/** Tables whose rows each batch rewrites or deletes: vacuumed after a bulk write. */
const CHURNED_BY_WRITES = [
  'catalogue_count_changes',
  'catalogue_counts',
  'catalogue_day_counts',
  'portfolio_company_facts',
  'company_status',
];
/**
 * Tables a bulk write grows: analyzed again once they are twice the size their statistics
 * describe (the planner scales the rest to their size). Without statistics, the statuses'
 * update of each batch read the whole catalogue.
 */
const GROWN_BY_WRITES = ['analyzer_records', 'notice_officers', 'notice_detail_blocks'];

/** What a concurrent rebuild leaves when it is interrupted: an invalid copy, still written to. */
const REBUILD_LEFTOVER = '_cc(new|old)[0-9]*$';

/** The officers a company's notice names (CONTRACT §8.3), as they are kept beside its record. */
function officerRowsOf(record: AnalyzerRecordInput, recordId: number) {
  if (!record.siren) return [];
  const details = record.details_annonce_json as { listepersonnes?: unknown } | null;
  return noticeOfficersOf(details?.listepersonnes).map((officer, position) => ({
    record_id: recordId,
    position,
    ...officer,
  }));
}

/** The records a batch wrote: all of them, and those that were not in the catalogue before. */
export interface WrittenRecords {
  ids: number[];
  insertedIds: number[];
}

/** What writing a batch's rows tells: the record id of each annonce_id, and which were new. */
interface WrittenRows extends WrittenRecords {
  idOf: Map<string, number>;
}

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

  /** The records, and the bytes of every table a load fills (CATALOGUE_TABLES). */
  async footprint(): Promise<{ records: number; bytes: number }> {
    const row = await this.db.queryOne<{ records: number; bytes: number }>(
      sql`SELECT (SELECT greatest(reltuples, 0) FROM pg_class
                  WHERE oid = 'analyzer_records'::regclass)::float8 AS records,
                 (SELECT sum(pg_total_relation_size(to_regclass(t)))
                  FROM unnest(${CATALOGUE_TABLES}::text[]) t)::float8 AS bytes`,
    );
    return row!;
  }

  /**
   * Rebuilds INDEXES_PACKED_AFTER_HISTORY without blocking reads or writes (the sync goes on);
   * returns their bytes before and after. A rebuild interrupted before (a crash) is dropped first.
   */
  async packIndexes(): Promise<{ before: number; after: number }> {
    const leftovers = await this.db.query<{ name: string }>(
      sql`SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE i.indrelid = 'analyzer_records'::regclass AND NOT i.indisvalid
            AND c.relname ~ ${REBUILD_LEFTOVER}`,
    );
    for (const { name } of leftovers) {
      await this.db.query(rawSql(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`));
    }
    const bytes = async () =>
      (await this.db.queryOne<{ bytes: number }>(
        sql`SELECT sum(pg_relation_size(to_regclass(i)))::float8 AS bytes
            FROM unnest(${INDEXES_PACKED_AFTER_HISTORY}::text[]) i`,
      ))!.bytes;
    const before = await bytes();
    for (const index of INDEXES_PACKED_AFTER_HISTORY) {
      await this.db.query(rawSql(`REINDEX INDEX CONCURRENTLY ${index}`));
    }
    return { before, after: await bytes() };
  }

  /** Vacuums CHURNED_BY_WRITES; analyzes those of GROWN_BY_WRITES due (outside any transaction). */
  async tidyAfterBulkWrite(): Promise<void> {
    await this.db.query(rawSql(`VACUUM (ANALYZE) ${CHURNED_BY_WRITES.join(', ')}`));
    const due = await this.db.query<{ table: string }>(
      sql`SELECT relname AS table FROM pg_class
          WHERE relname = ANY(${GROWN_BY_WRITES}) AND relkind = 'r'
            AND (reltuples < 0 OR pg_relation_size(oid) >= 2 * relpages::bigint * 8192)`,
    );
    if (due.length) await this.db.query(rawSql(`ANALYZE ${due.map((t) => t.table).join(', ')}`));
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
   * table and one upsert on annonce_id. The statuses of the companies whose judgments or
   * radiations the batch holds are then derived again (CONTRACT §7.3), and the officers each
   * notice names are kept beside it (§8.3).
   */
  async upsertRecords(tx: Transaction, records: AnalyzerRecordInput[]): Promise<WrittenRecords> {
    const unique = [...new Map(records.map((r) => [r.annonce_id, r])).values()];
    if (!unique.length) return { ids: [], insertedIds: [] };
    const written = await this.writeRecords(tx, await mapInSlices(unique, withJudgmentFacts));
    await this.writeOfficers(tx, unique, written);
    await refreshCompanyStatuses(
      (statement) => this.db.query(statement, tx),
      uniqueSirens(await mapInSlices(unique, sirenToRefresh)),
    );
    await this.db.query(FOLD_COUNT_CHANGES, tx);
    return { ids: written.ids, insertedIds: written.insertedIds };
  }

  private async writeRecords(tx: Transaction, batch: WrittenRecord[]): Promise<WrittenRows> {
    const records = await writeDetailBlocks(this.db, tx, batch);
    const ids = await this.insertIfAllNew(tx, records);
    if (ids) {
      const idOf = new Map(records.map((record, i) => [record.annonce_id, ids[i]]));
      return { ids, insertedIds: ids, idOf };
    }
    await this.db.query(CREATE_STAGE, tx);
    await copyRowsInto(tx, 'analyzer_records_stage', STAGED_COLUMNS, records, JSON_COLUMNS);
    await forgetStagedDetails(this.db, tx);
    const rows = await this.db.query<{ id: number; annonceId: string; inserted: boolean }>(
      UPSERT_RECORDS,
      tx,
    );
    return {
      ids: rows.map((r) => r.id),
      insertedIds: rows.filter((r) => r.inserted).map((r) => r.id),
      idOf: new Map(rows.map((r) => [r.annonceId, r.id])),
    };
  }

  /** Replaces the officers of these notices (a notice written again may name others). */
  private async writeOfficers(
    tx: Transaction,
    records: AnalyzerRecordInput[],
    { insertedIds, idOf }: WrittenRows,
  ): Promise<void> {
    const inserted = new Set(insertedIds);
    const rewritten = [...idOf.values()].filter((id) => !inserted.has(id));
    if (rewritten.length) {
      await this.db.query(
        sql`DELETE FROM notice_officers WHERE record_id = ANY(${rewritten}::int[])`,
        tx,
      );
    }
    const rows = (
      await mapInSlices(records, (record) => officerRowsOf(record, idOf.get(record.annonce_id)!))
    ).flat();
    if (rows.length) await copyRowsInto(tx, 'notice_officers', OFFICER_COLUMNS, rows);
  }

  /** The new records' ids, or null (nothing written) when an annonce_id is already known. */
  private async insertIfAllNew(
    tx: Transaction,
    records: WrittenRecord[],
  ): Promise<number[] | null> {
    // Ids drawn from the sequence beforehand, since COPY returns none; the status as the upsert sets it.
    const sirens = [...new Set(records.map((r) => r.siren).filter(Boolean))];
    const [ids, statuses] = await Promise.all([
      this.db.query<{ id: number }>(
        sql`SELECT nextval('analyzer_records_id_seq')::int AS id FROM generate_series(1, ${records.length})`,
        tx,
      ),
      this.db.query<{ siren: string; code: string; inactive: boolean }>(
        sql`SELECT siren, code, code IN (${rawSql(INACTIVE_CODE_LIST)}) AS inactive
            FROM company_status WHERE siren = ANY(${sirens}::char(9)[])`,
        tx,
      ),
    ]);
    const statusOf = new Map(statuses.map((row) => [row.siren, row]));
    const rows = records.map((record, i) => {
      const status = record.siren === null ? undefined : statusOf.get(record.siren);
      return {
        ...record,
        id: ids[i].id,
        company_inactive: status?.inactive ?? false,
        company_status_code: status?.code ?? 'active',
      };
    });
    const lines = await mapInSlices(rows, (row) => copyTextLine(FRESH_COLUMNS, row, JSON_COLUMNS));
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
}
