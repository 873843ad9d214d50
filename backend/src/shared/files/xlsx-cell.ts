import type { ExportColumnLayout, ExportValue } from './export-table';

/** What the workbook writer is given for a cell: never a formula object. */
export type XlsxCellValue = string | number | Date | { text: string; hyperlink: string } | null;

// Excel refuses longer cells, and longer link addresses.
const EXCEL_TEXT_LIMIT = 32_767;
const EXCEL_LINK_LIMIT = 2_000;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const PARIS_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A cell of `column` as the spreadsheet should hold it; what does not fit its kind stays text. */
export function xlsxCellOf(column: ExportColumnLayout, value: ExportValue): XlsxCellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'number' && typeof value === 'number' && Number.isFinite(value)) {
    return value;
  }
  if (column.kind === 'date') {
    const day = spreadsheetDateOf(value);
    if (day) return day;
  }
  if (column.kind === 'link' && isWebAddress(value)) {
    return { text: column.label ?? value, hyperlink: value };
  }
  return textOf(value);
}

const isWebAddress = (value: ExportValue): value is string =>
  typeof value === 'string' && value.length <= EXCEL_LINK_LIMIT && WEB_ADDRESS.test(value);

const textOf = (value: string | number | Date) =>
  (value instanceof Date ? value.toISOString() : String(value)).slice(0, EXCEL_TEXT_LIMIT);

/**
 * Excel dates have no time zone: the writer takes a Date's UTC reading. A day is that day at
 * midnight UTC; an instant is its Paris wall-clock time, as a French reader expects it.
 */
function spreadsheetDateOf(value: string | number | Date): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const part = Object.fromEntries(
      PARIS_CLOCK.formatToParts(value).map(({ type, value: digits }) => [type, Number(digits)]),
    );
    return new Date(
      Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second),
    );
  }
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2024-02-30 is no day: keep it as the text it is.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
