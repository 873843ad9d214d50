import { Readable } from 'node:stream';
import { CSV_BOM, csvLine } from './csv-row';
import type { ExportTable, ExportValue } from './export-table';

// Days stay ISO (`2024-03-10`): French Excel reads them as dates, and they sort as text.
const csvValue = (value: ExportValue) => (value instanceof Date ? value.toISOString() : value);

/** A CSV for French Excel: UTF-8 BOM, `;`, CRLF, formula-safe cells, addresses as they are. */
export function csvFile({ header, batches, note }: ExportTable): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header.map((column) => column.title));
    for await (const rows of batches) {
      yield rows.map((row) => csvLine(row.map(csvValue))).join('');
    }
    if (note) yield csvLine([note]);
  }
  return Readable.from(lines());
}
