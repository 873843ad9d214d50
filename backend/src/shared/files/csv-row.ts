/** Tells Excel the file is UTF-8, so accents read right. */
export const CSV_BOM = '\uFEFF';

/** One CSV line for French Excel: `;` separated, CRLF, quoted when needed. */
export function csvLine(values: (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(';') + '\r\n';
}

function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell starting like a formula would run in a spreadsheet; make it plain text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
