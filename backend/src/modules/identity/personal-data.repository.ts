import { Injectable } from '@nestjs/common';
import { Database, rawSql, sql } from '../../shared/database';
import { PersonalDataTable } from './personal-data.inventory';

/** Reads a user's rows of one inventoried table, a page at a time, as JSON objects. */
@Injectable()
export class PersonalDataRepository {
  constructor(private readonly db: Database) {}

  async page(
    table: PersonalDataTable,
    userId: number,
    after: string | null,
    limit: number,
  ): Promise<{ row: Record<string, unknown>; cursor: string }[]> {
    const key = rawSql(table.key);
    return this.db.query(
      sql`SELECT to_jsonb(t) - ${table.omit}::text[] AS row, ${key} AS cursor
          FROM ${rawSql(table.from)} t
          WHERE t.${rawSql(table.owner)} = ${userId}
            AND (${after}::text IS NULL OR ${key} > ${after})
          ORDER BY ${key} LIMIT ${limit}`,
    );
  }
}
