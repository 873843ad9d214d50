import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { compileSql, SqlFragment } from './sql';

/** TypeORM answers `[rows, affected]` for UPDATE and DELETE, and the rows for anything else. */
function rowsOf<Row>(result: unknown[]): Row[] {
  const isCounted =
    result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
  return (isCounted ? result[0] : result) as Row[];
}

/** The rows the statement returns, whatever its kind (UPDATE … RETURNING included). */
export async function queryRows<Row>(
  manager: EntityManager,
  statement: SqlFragment,
): Promise<Row[]> {
  const { text, values } = compileSql(statement);
  return rowsOf<Row>(await manager.query(text, values));
}

/**
 * The rows of a statement each connection parses and plans once, under `name` (one name per
 * text). For the small lookups by key every request makes, whose one generic plan is as good as
 * any: their parsing and planning cost PostgreSQL more than running them. Never for a search,
 * whose best plan depends on its values.
 */
export async function queryPreparedRows<Row>(
  dataSource: DataSource,
  name: string,
  statement: SqlFragment,
): Promise<Row[]> {
  const { text, values } = compileSql(statement);
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return (await pool.query({ name, text, values })).rows as Row[];
}
