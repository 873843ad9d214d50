import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * One CSV record: its first and last physical lines, its length in characters, and its values
 * by header name or the defect.
 */
export type CsvRecord =
  | {
      line: number;
      endLine: number;
      size: number;
      values: Record<string, string>;
      error?: undefined;
    }
  | { line: number; endLine: number; size: number; error: string };

export interface CsvReadOptions {
  /** ';' by default; 'auto' picks ';' or ',' from the header line. */
  delimiter?: string;
  /** Resume: records ending at or before this physical line were already committed. */
  afterLine?: number;
  /** A quoted field may span lines; past this many, the opening line is declared malformed. */
  maxLinesPerRecord?: number;
}

const quoteCount = (text: string) => {
  let count = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) count += 1;
  return count;
};

/**
 * Strict RFC 4180 split of one record: a quote may only open a field and must close it.
 * Throws a readable message on bad quoting.
 */
export function splitCsvRecord(text: string, delimiter = ';'): string[] {
  const fields: string[] = [];
  let index = 0;
  for (;;) {
    if (text[index] === '"') {
      // One slice per field (and one replace when it holds doubled quotes): JSON columns have
      // dozens of them, and building the value piece by piece cost more than parsing it.
      const start = index + 1;
      let close = start;
      let hasDoubledQuotes = false;
      for (;;) {
        close = text.indexOf('"', close);
        if (close === -1) throw new Error('unclosed quote');
        if (text[close + 1] !== '"') break;
        hasDoubledQuotes = true;
        close += 2;
      }
      const value = text.slice(start, close);
      index = close + 1;
      if (index < text.length && text[index] !== delimiter) {
        throw new Error(`unexpected character after closing quote at position ${index + 1}`);
      }
      fields.push(hasDoubledQuotes ? value.replace(/""/g, '"') : value);
    } else {
      const end = text.indexOf(delimiter, index);
      const value = text.slice(index, end === -1 ? text.length : end);
      if (value.includes('"')) throw new Error('quote inside an unquoted field');
      fields.push(value);
      index = end === -1 ? text.length : end;
    }
    if (index >= text.length) return fields;
    index += 1; // the delimiter
    if (index === text.length) {
      fields.push('');
      return fields;
    }
  }
}

const guessDelimiter = (header: string) =>
  header.split(';').length >= header.split(',').length ? ';' : ',';

type Line = { no: number; text: string };

/**
 * Streams a delimited file record by record, by header name, with flat memory. BOM and CRLF
 * are accepted. A malformed record (bad quoting, wrong column count) is reported with its line
 * number and reading goes on; an unclosed quote only swallows `maxLinesPerRecord` lines, which
 * are then read again as records of their own.
 */
export async function* readCsvRecords(
  path: string,
  options: CsvReadOptions = {},
): AsyncGenerator<CsvRecord, void, undefined> {
  let delimiter = options.delimiter ?? ';';
  const afterLine = options.afterLine ?? 1;
  const maxLines = options.maxLinesPerRecord ?? 50;
  const input = createReadStream(path, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: string[] | null = null;
  let lineNo = 0;
  let pending: Line[] = [];
  let pendingQuotes = 0;
  const queue: Line[] = [];

  const toRecord = (group: Line[]): CsvRecord => {
    const line = group[0].no;
    const endLine = group[group.length - 1].no;
    const text = group.length === 1 ? group[0].text : group.map((l) => l.text).join('\n');
    const size = text.length;
    try {
      const fields = splitCsvRecord(text, delimiter);
      if (!header) throw new Error('no header');
      if (fields.length !== header.length) {
        return {
          line,
          endLine,
          size,
          error: `expected ${header.length} columns, found ${fields.length}`,
        };
      }
      const values: Record<string, string> = {};
      header.forEach((name, i) => (values[name] = fields[i]));
      return { line, endLine, size, values };
    } catch (error) {
      return { line, endLine, size, error: `malformed CSV: ${(error as Error).message}` };
    }
  };

  const unclosed = (group: Line[]): CsvRecord => ({
    line: group[0].no,
    endLine: group[0].no,
    size: group[0].text.length,
    error: 'malformed CSV: unclosed quote',
  });

  /** Emits the complete records; an unclosed quote gives up after maxLines or at the end. */
  function* drain(isEnd: boolean): Generator<CsvRecord> {
    for (;;) {
      while (queue.length) {
        const next = queue.shift() as Line;
        if (pending.length === 0 && next.text.trim() === '') continue;
        pending.push(next);
        // Quotes counted line by line: a record is complete when their number is even.
        pendingQuotes += quoteCount(next.text);
        if (pendingQuotes % 2 === 0) {
          yield toRecord(pending);
          pending = [];
          pendingQuotes = 0;
        } else if (pending.length >= maxLines) {
          yield unclosed(pending);
          queue.unshift(...pending.slice(1));
          pending = [];
          pendingQuotes = 0;
        }
      }
      if (!isEnd || !pending.length) return;
      yield unclosed(pending);
      queue.push(...pending.slice(1));
      pending = [];
      pendingQuotes = 0;
    }
  }

  try {
    for await (const raw of lines) {
      lineNo += 1;
      if (!header) {
        const headerLine = raw.replace(/^\ufeff/, '');
        if (delimiter === 'auto') delimiter = guessDelimiter(headerLine);
        header = splitCsvRecord(headerLine, delimiter).map((h) => h.trim());
        continue;
      }
      if (lineNo <= afterLine) continue;
      queue.push({ no: lineNo, text: raw });
      yield* drain(false);
    }
    yield* drain(true);
  } finally {
    lines.close();
    input.destroy();
  }
}

/** A cheap estimate of the number of data records: line breaks minus the header. */
export async function countDataLines(path: string): Promise<number> {
  let count = 0;
  let last = 10;
  for await (const chunk of createReadStream(path)) {
    const buffer = chunk as Buffer;
    for (let i = buffer.indexOf(10); i !== -1; i = buffer.indexOf(10, i + 1)) count += 1;
    last = buffer[buffer.length - 1];
  }
  if (last !== 10) count += 1;
  return Math.max(0, count - 1);
}
