export { Database } from './database';
export { ReadDatabase } from './read-database';
export { compileSql, joinSql, rawSql, sql, SqlFragment } from './sql';
export type { CompiledSql } from './sql';
export type { Transaction } from './transaction';
