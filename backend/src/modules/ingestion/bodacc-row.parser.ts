import { createHash } from 'node:crypto';
import { BODACC_JSON_COLUMNS, BODACC_TEXT_COLUMNS, BodaccRow } from './bodacc-columns';
import { strictDate } from './bodacc-record.mapper';

export type ParsedBodaccRow = { row: BodaccRow; error?: undefined } | { error: string };

/** Rows without an id (e.g. the collective notices of some sources) get "S" + a row hash. */
export function syntheticId(values: Record<string, string | undefined>): string {
  const columns = [...BODACC_TEXT_COLUMNS, ...BODACC_JSON_COLUMNS].filter((c) => c !== 'id');
  const content = columns.map((column) => values[column] ?? '').join('\u001f');
  return `S${createHash('sha256').update(content).digest('hex').slice(0, 40)}`;
}

/** One CSV record (by header name) → a stored announcement, or why it is malformed. */
export function parseBodaccRecord(values: Record<string, string | undefined>): ParsedBodaccRow {
  const blank = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? null : value;
  if (!strictDate(values.dateparution)) {
    return { error: `invalid dateparution "${values.dateparution ?? ''}"` };
  }
  const row = { has_synthetic_id: false } as BodaccRow;
  for (const column of BODACC_TEXT_COLUMNS) row[column] = blank(values[column]);
  for (const column of BODACC_JSON_COLUMNS) {
    const raw = blank(values[column]);
    try {
      row[column] = raw === null ? null : JSON.parse(raw);
    } catch {
      return { error: `invalid JSON in column ${column}` };
    }
  }
  if (!row.id) {
    row.id = syntheticId(values);
    row.has_synthetic_id = true;
  }
  return { row };
}
