import { stream as excelStream } from 'exceljs';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { CSV_BOM, csvLine } from '../../shared/files';
import type { ExportCell } from './analyzer-export.columns';

/** A table to write as a file: its header, its rows batch by batch, and a note after the rows. */
export interface ExportTable {
  header: string[];
  batches: AsyncIterable<ExportCell[][]>;
  /** Written after the last row (the truncation notice), or null. */
  note: string | null;
}

/** A CSV for French Excel: UTF-8 BOM, `;`, CRLF, formula-safe cells. */
export function csvFile({ header, batches, note }: ExportTable): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    for await (const rows of batches) yield rows.map(csvLine).join('');
    if (note) yield csvLine([note]);
  }
  return Readable.from(lines());
}

/**
 * An XLSX written as it is read (exceljs's streaming writer, no shared strings: nothing grows with
 * the rows). Cells are written as text or numbers, never formulas; the note is a last row.
 */
export function xlsxFile({ header, batches, note }: ExportTable, sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  const write = async () => {
    sheet.addRow(header).commit();
    for await (const rows of batches) {
      // A download closed half-way: leaving the loop closes the cursor.
      if (output.destroyed) return;
      for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null)).commit();
      // The zip writer does not wait for the download: hold the next batch until it drains.
      if (output.writableNeedDrain) {
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
      }
    }
    if (note) sheet.addRow([note]).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => output.destroy(error));
  return output;
}
