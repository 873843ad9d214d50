import { stream as excelStream, Style, Worksheet } from 'exceljs';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ExportColumnKind, ExportColumnLayout, ExportTable } from './export-table';
import { SpilledSheetLinks } from './spilled-sheet-links';
import { xlsxCellOf } from './xlsx-cell';

export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';

// The writer streams, so it cannot measure the rows: widths come from the column's kind.
const WIDTH_OF_KIND: Record<ExportColumnKind, number> = {
  text: 24,
  number: 10,
  date: 12,
  link: 16,
};
// Room for the filter button beside the title.
const FILTER_BUTTON_WIDTH = 3;
const MAX_WIDTH = 60;

// One style object per use: the writer recognises an object it has seen and does not re-encode it.
// A font written whole: Excel reads a font without size or name at its own whim.
const FONT = { name: 'Calibri', family: 2, size: 11 };
const PLAIN: Partial<Style> = {};
const HEADER: Partial<Style> = { font: { ...FONT, bold: true } };
const DATE: Partial<Style> = { numFmt: XLSX_DATE_FORMAT };
const LINK: Partial<Style> = { font: { ...FONT, color: { argb: 'FF0563C1' }, underline: true } };

const widthOf = (column: ExportColumnLayout) =>
  Math.min(
    MAX_WIDTH,
    Math.max(column.width ?? WIDTH_OF_KIND[column.kind], column.title.length + FILTER_BUTTON_WIDTH),
  );

/**
 * An XLSX written as it is read (exceljs's streaming writer, no shared strings). Each column's kind
 * says its cells: dates as Excel dates shown dd/mm/yyyy, http(s) links clickable, numbers as
 * numbers, the rest as text (never a formula). The bold header is frozen and carries the filter;
 * the note comes after the rows, a blank row apart, so filtering and sorting leave it alone.
 */
export function xlsxFile({ header, batches, note }: ExportTable, sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  sheet.columns = header.map((column) => ({ width: widthOf(column) }));
  const links = SpilledSheetLinks.attachTo(sheet, workbook);
  // Written to the end or abandoned half-way, the file's links are no longer needed.
  output.once('close', () => links.discard());
  const write = async () => {
    addStyledRow(
      sheet,
      header.map((column) => column.title),
      () => HEADER,
    );
    let lastRow = 1;
    for await (const rows of batches) {
      // A download closed half-way: leaving the loop closes the cursor.
      if (output.destroyed) return;
      for (const row of rows) {
        const cells = header.map((column, index) => xlsxCellOf(column, row[index]));
        addStyledRow(sheet, cells, (index) => styleOf(header[index].kind, cells[index]));
        lastRow += 1;
      }
      // The zip writer does not wait for the download: hold the next batch until it drains.
      if (output.writableNeedDrain) {
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
      }
      await links.drained();
    }
    if (note) {
      const noteRow = sheet.getRow(lastRow + 2);
      noteRow.getCell(1).value = note;
      noteRow.commit();
    }
    // Known only now; the writer puts the filter after the rows.
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastRow, column: header.length } };
    sheet.commit();
    await links.zip();
    await workbook.commit();
  };
  write().catch((error: Error) => output.destroy(error));
  return output;
}

function addStyledRow(
  sheet: Worksheet,
  values: unknown[],
  styleAt: (index: number) => Partial<Style>,
): void {
  const row = sheet.addRow(values);
  row.eachCell((cell, columnNumber) => {
    cell.style = styleAt(columnNumber - 1);
  });
  row.commit();
}

function styleOf(kind: ExportColumnKind, value: unknown): Partial<Style> {
  if (kind === 'date' && value instanceof Date) return DATE;
  if (kind === 'link' && typeof value === 'object' && value !== null) return LINK;
  return PLAIN;
}
