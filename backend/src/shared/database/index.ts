export { Database } from './database';
export { EXPORT_APPLICATION_NAME, ExportDatabase } from './export-database';
export type { ExportRefusal } from './export-database';
export type { ExportSession } from './export-session';
export { ReadDatabase } from './read-database';
export { compileSql, joinSql, rawSql, sql, SqlFragment } from './sql';
export type { CompiledSql } from './sql';
export type { Transaction } from './transaction';
