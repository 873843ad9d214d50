import { createReadStream } from 'node:fs';
import { BoundedLine, readBoundedLines } from '../../shared/files/bounded-lines';
import { RowProblem, RowProblemError, RowProblems } from './row-problems';

/**
 * The longest record read, in characters: real BODACC rows are a few KB (their JSON columns
 * tens of KB at most); past this a row is skipped, so one huge line cannot exhaust the heap.
 */
export const MAX_RECORD_CHARS = 1024 * 1024;

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
  | { line: number; endLine: number; size: number; error: RowProblem };

export interface CsvReadOptions {
  /** ';' by default; 'auto' picks ';' or ',' from the header line. */
  delimiter?: string;
  /** Resume: records ending at or before this physical line were already committed. */
  afterLine?: number;
  /** A quoted field may span lines; past this many, the opening line is declared malformed. */
  maxLinesPerRecord?: number;
  /** A record longer than this many characters is reported and skipped; MAX_RECORD_CHARS by default. */
  maxRecordChars?: number;
  /** Called with the column names before any record; what it throws ends the reading. */
  onHeader?: (columns: string[]) => void;
}

/**
 * Strict RFC 4180 split of one record: a quote may only open a field and must close it.
 * Throws a RowProblemError on bad quoting.
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
        if (close === -1) throw new RowProblemError(RowProblems.unclosedQuote());
        if (text[close + 1] !== '"') break;
        hasDoubledQuotes = true;
        close += 2;
      }
      const value = text.slice(start, close);
      index = close + 1;
      if (index < text.length && text[index] !== delimiter) {
        throw new RowProblemError(RowProblems.characterAfterQuote(index + 1));
      }
      fields.push(hasDoubledQuotes ? value.replace(/""/g, '"') : value);
    } else {
      const end = text.indexOf(delimiter, index);
      const value = text.slice(index, end === -1 ? text.length : end);
      if (value.includes('"')) throw new RowProblemError(RowProblems.quoteInUnquotedField());
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

/** The header line's delimiter ('auto' picks ';' or ',') and its column names. */
function readHeaderLine(text: string, delimiter: string) {
  const line = text.replace(/^\ufeff/, '');
  const chosen = delimiter === 'auto' ? guessDelimiter(line) : delimiter;
  return { delimiter: chosen, columns: splitCsvRecord(line, chosen).map((name) => name.trim()) };
}

/** The column names of a file's first line; none for an empty file. Throws on a malformed one. */
export async function readCsvHeader(
  path: string,
  delimiter = 'auto',
  maxChars = MAX_RECORD_CHARS,
): Promise<string[]> {
  for await (const line of readBoundedLines(path, maxChars)) {
    if (line.text === null) throw new Error(`header line longer than ${maxChars} characters`);
    return readHeaderLine(line.text, delimiter).columns;
  }
  return [];
}

/** The physical lines of the record being read; their text is dropped once it is too long. */
class PendingRecord {
  readonly lines: BoundedLine[] = [];
  firstLine = 0;
  lastLine = 0;
  lineCount = 0;
  size = 0;
  isTooLong = false;
  private quotes = 0;

  constructor(private readonly maxChars: number) {}

  add(line: BoundedLine): void {
    if (this.lineCount === 0) this.firstLine = line.no;
    this.lastLine = line.no;
    this.size += line.size + (this.lineCount > 0 ? 1 : 0);
    this.lineCount += 1;
    this.quotes += line.quotes;
    if (!this.isTooLong && (line.text === null || this.size > this.maxChars)) {
      this.isTooLong = true;
      this.lines.length = 0;
    }
    if (!this.isTooLong) this.lines.push(line);
  }

  /** Quotes counted line by line: a record is complete when their number is even. */
  get isComplete(): boolean {
    return this.quotes % 2 === 0;
  }
}

/**
 * Streams a delimited file record by record, by header name, with flat memory. BOM and CRLF
 * are accepted. A malformed record (bad quoting, wrong column count) is reported with its line
 * number and reading goes on; an unclosed quote only swallows `maxLinesPerRecord` lines, which
 * are then read again as records of their own. A record longer than `maxRecordChars` is
 * reported and skipped without ever being held in memory whole.
 */
export async function* readCsvRecords(
  path: string,
  options: CsvReadOptions = {},
): AsyncGenerator<CsvRecord, void, undefined> {
  let delimiter = options.delimiter ?? ';';
  const afterLine = options.afterLine ?? 1;
  const maxLines = options.maxLinesPerRecord ?? 50;
  const maxChars = options.maxRecordChars ?? MAX_RECORD_CHARS;
  let header: string[] | null = null;
  let pending = new PendingRecord(maxChars);
  const queue: BoundedLine[] = [];

  const toRecord = (record: PendingRecord): CsvRecord => {
    const group = record.lines;
    const line = record.firstLine;
    const endLine = record.lastLine;
    const size = record.size;
    if (record.isTooLong) {
      return {
        line,
        endLine,
        size,
        error: RowProblems.tooLong(size, maxChars),
      };
    }
    const text =
      group.length === 1 ? (group[0].text as string) : group.map((l) => l.text).join('\n');
    try {
      const fields = splitCsvRecord(text, delimiter);
      if (!header) throw new Error('no header');
      if (fields.length !== header.length) {
        return {
          line,
          endLine,
          size,
          error: RowProblems.columnCount(header.length, fields.length),
        };
      }
      const values: Record<string, string> = {};
      header.forEach((name, i) => (values[name] = fields[i]));
      return { line, endLine, size, values };
    } catch (error) {
      if (!(error instanceof RowProblemError)) throw error;
      return { line, endLine, size, error: error.problem };
    }
  };

  /**
   * The opening line of a record whose quote never closes: its other lines are read again as
   * records of their own (unless they were too long to keep).
   */
  function* giveUp(record: PendingRecord): Generator<CsvRecord> {
    const line = record.firstLine;
    if (record.isTooLong) {
      const error = RowProblems.unclosedQuoteTooLong(record.size, maxChars);
      yield { line, endLine: record.lastLine, size: record.size, error };
      return;
    }
    const size = record.lines[0].size;
    yield { line, endLine: line, size, error: RowProblems.unclosedQuote() };
    queue.unshift(...record.lines.slice(1));
  }

  /** Emits the complete records; an unclosed quote gives up after maxLines or at the end. */
  function* drain(isEnd: boolean): Generator<CsvRecord> {
    for (;;) {
      while (queue.length) {
        const next = queue.shift() as BoundedLine;
        if (pending.lineCount === 0 && next.text?.trim() === '') continue;
        pending.add(next);
        if (pending.isComplete) {
          yield toRecord(pending);
          pending = new PendingRecord(maxChars);
        } else if (pending.lineCount >= maxLines) {
          const given = pending;
          pending = new PendingRecord(maxChars);
          yield* giveUp(given);
        }
      }
      if (!isEnd || pending.lineCount === 0) return;
      const given = pending;
      pending = new PendingRecord(maxChars);
      yield* giveUp(given);
    }
  }

  for await (const line of readBoundedLines(path, maxChars)) {
    if (!header) {
      if (line.text === null) throw new Error(`header line longer than ${maxChars} characters`);
      ({ delimiter, columns: header } = readHeaderLine(line.text, delimiter));
      options.onHeader?.(header);
      continue;
    }
    if (line.no <= afterLine) continue;
    queue.push(line);
    yield* drain(false);
  }
  yield* drain(true);
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
