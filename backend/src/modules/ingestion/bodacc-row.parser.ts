import { createHash } from 'node:crypto';
import { BODACC_JSON_COLUMNS, BODACC_TEXT_COLUMNS, BodaccImportRow } from './bodacc-columns';
import { strictDate } from './bodacc-record.mapper';
import { RowProblem, RowProblems } from './row-problems';

export type ParsedBodaccRow = { row: BodaccImportRow; error?: undefined } | { error: RowProblem };

/** Rows without an id (e.g. the collective notices of some sources) get "S" + a row hash. */
export function syntheticId(values: Record<string, string | undefined>): string {
  const columns = [...BODACC_TEXT_COLUMNS, ...BODACC_JSON_COLUMNS].filter((c) => c !== 'id');
  const content = columns.map((column) => values[column] ?? '').join('\u001f');
  return `S${createHash('sha256').update(content).digest('hex').slice(0, 40)}`;
}

const blank = (value: string | undefined) =>
  value === undefined || value === '' || value.trim() === '' ? null : value;

/**
 * One CSV record (by header name) → an announcement to store, or why it is malformed. The JSON
 * columns are checked here (a bad one skips the row with its line number) but kept as text:
 * PostgreSQL reads that text into jsonb, so building objects only to serialise them again
 * would be wasted work. `jsonNodes`: the values they hold, as the import counted them.
 */
export function parseBodaccRecord(
  values: Record<string, string | undefined>,
  jsonNodes: number | null = null,
): ParsedBodaccRow {
  if (!strictDate(values.dateparution)) {
    return { error: RowProblems.invalidDateParution(values.dateparution ?? '') };
  }
  const row = { has_synthetic_id: false, json_nodes: jsonNodes } as BodaccImportRow;
  for (const column of BODACC_TEXT_COLUMNS) row[column] = blank(values[column]);
  for (const column of BODACC_JSON_COLUMNS) {
    const raw = blank(values[column]);
    try {
      if (raw !== null) JSON.parse(raw);
    } catch {
      return { error: RowProblems.invalidJson(column) };
    }
    row[column] = raw;
  }
  if (!row.id) {
    row.id = syntheticId(values);
    row.has_synthetic_id = true;
  }
  return { row };
}
