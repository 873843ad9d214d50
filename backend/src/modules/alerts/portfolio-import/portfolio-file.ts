import ExcelJS from 'exceljs';
import { open } from 'node:fs/promises';
import { readBoundedLines } from '../../../shared/files/bounded-lines';

/** One row of a portfolio file: its line (the sheet's row number) and its cells as text. */
export interface PortfolioRow {
  line: number;
  cells: string[];
}

/** A CSV line longer than this is no list of companies: it is read as an invalid line. */
const MAX_LINE_CHARS = 4_096;
const XLSX_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

async function startOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4_096), 0, 4_096, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** What the file is by its first bytes: a workbook (a zip), text, or neither (a NUL in text). */
export async function portfolioFormatOf(path: string): Promise<'xlsx' | 'csv' | null> {
  const start = await startOf(path);
  if (start.subarray(0, 4).equals(XLSX_SIGNATURE)) return 'xlsx';
  return start.includes(0) ? null : 'csv';
}

/** The most frequent of ';', ',' and tab in the first line: a spreadsheet's CSV uses one. */
const delimiterOf = (line: string) =>
  [';', ',', '\t'].reduce(
    (best, candidate) =>
      line.split(candidate).length > line.split(best).length ? candidate : best,
    ';',
  );

/** Splits a CSV line, a quoted cell may hold the delimiter; lenient: a stray quote is kept. */
export function csvCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (isQuoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (isQuoted && char === '"') isQuoted = false;
    else if (isQuoted) cell += char;
    else if (char === '"' && cell === '') isQuoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

async function* csvRows(path: string): AsyncGenerator<PortfolioRow> {
  let delimiter: string | null = null;
  for await (const { no, text } of readBoundedLines(path, MAX_LINE_CHARS)) {
    const line = no === 1 ? (text ?? '').replace(/^\uFEFF/, '') : (text ?? '');
    delimiter ??= delimiterOf(line);
    // An over-long line reads as one cell too long to be a SIREN.
    yield { line: no, cells: text === null ? ['…'] : csvCells(line, delimiter) };
  }
}

function numberAsIdentifier(value: number): string {
  const digits = String(value);
  if (!Number.isInteger(value)) return digits;
  if (digits.length >= 7 && digits.length < 9) return digits.padStart(9, '0');
  if (digits.length >= 12 && digits.length < 14) return digits.padStart(14, '0');
  return digits;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  // A spreadsheet drops a SIREN's or SIRET's leading zeros when it takes it for a number.
  if (typeof value === 'number') return numberAsIdentifier(value);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value)
    return cellText(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
};

/** The first sheet's rows, streamed (the workbook is never held whole). */
async function* xlsxRows(path: string): AsyncGenerator<PortfolioRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      yield { line: row.number, cells: values.slice(1).map(cellText) };
    }
    return;
  }
}

/** The rows of a portfolio file, CSV or XLSX. */
export const portfolioRows = (path: string, format: 'xlsx' | 'csv') =>
  format === 'xlsx' ? xlsxRows(path) : csvRows(path);
