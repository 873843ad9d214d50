import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { mapInSlices } from '../scheduling';
import { entityManagerOf, Transaction } from './transaction';

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const NO_JSON_COLUMNS: ReadonlySet<string> = new Set();
const escapeText = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );

/** A PostgreSQL array literal of text elements, each quoted. */
function arrayLiteral(values: unknown[]): string {
  const element = (value: unknown) =>
    value === null || value === undefined
      ? 'NULL'
      : `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return `{${values.map(element).join(',')}}`;
}

/**
 * A value in COPY's text format: \N for null, backslash, tab and line breaks escaped; an array
 * as a PostgreSQL array of text, another object as JSON.
 */
export function copyTextValue(value: unknown): string {
  // Strings first: nearly every value is one, and this runs for each of them.
  if (typeof value === 'string') return NEEDS_ESCAPE.test(value) ? escapeText(value) : value;
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number' && !Number.isFinite(value)) return '\\N';
  const text =
    typeof value === 'boolean'
      ? value
        ? 't'
        : 'f'
      : Array.isArray(value)
        ? arrayLiteral(value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return NEEDS_ESCAPE.test(text) ? escapeText(text) : text;
}

/**
 * One row as a line of COPY's text format. Values of `jsonColumns` are written as JSON whatever
 * their type (a JSON string or number too), other objects as JSON.
 */
export function copyTextLine(
  columns: readonly string[],
  row: object,
  jsonColumns = NO_JSON_COLUMNS,
): string {
  const values = row as Record<string, unknown>;
  const fields: string[] = new Array(columns.length);
  for (let i = 0; i < columns.length; i += 1) {
    const value = values[columns[i]];
    const isJson = jsonColumns.has(columns[i]) && value !== null && value !== undefined;
    fields[i] = copyTextValue(isJson ? JSON.stringify(value) : value);
  }
  return fields.join('\t') + '\n';
}

/**
 * Streams lines of COPY's text format (see copyTextLine) into a table with `COPY … FROM STDIN`
 * on the connection of the transaction. The staging tables this feeds are
 * `ON COMMIT DELETE ROWS`, hence the transaction is required.
 */
export async function copyLinesInto(
  tx: Transaction,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  const runner = entityManagerOf(tx).queryRunner;
  if (!runner?.isTransactionActive) throw new Error(`COPY into ${table} needs a transaction`);
  const client = (await runner.connect()) as PoolClient;
  await pipeline(
    Readable.from([lines.join('')]),
    client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)),
  );
}

/** Rows into a table by COPY, in the transaction (see copyTextLine, copyLinesInto). */
export async function copyRowsInto(
  tx: Transaction,
  table: string,
  columns: readonly string[],
  rows: readonly object[],
  jsonColumns = NO_JSON_COLUMNS,
): Promise<void> {
  const lines = await mapInSlices(rows, (row) => copyTextLine(columns, row, jsonColumns));
  return copyLinesInto(tx, table, columns, lines);
}

const UNIQUE_VIOLATION = '23505';

/**
 * COPY of lines that should all be new rows, inside a savepoint: true when they were written;
 * false, with nothing written, when one of them already exists (a unique violation). A first
 * load takes this fast path; callers fall back to an upsert when it answers false.
 */
export async function copyLinesIfAllNew(
  tx: Transaction,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<boolean> {
  const manager = entityManagerOf(tx);
  const savepoint = `${table}_new_rows`;
  await manager.query(`SAVEPOINT ${savepoint}`);
  try {
    await copyLinesInto(tx, table, columns, lines);
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await manager.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
    return false;
  }
  await manager.query(`RELEASE SAVEPOINT ${savepoint}`);
  return true;
}
