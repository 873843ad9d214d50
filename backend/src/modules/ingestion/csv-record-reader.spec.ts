import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countDataLines, CsvRecord, readCsvRecords, splitCsvRecord } from './csv-record-reader';

/** A row problem: its code, and its English text (exact, or matching). */
const problem = (code: string, text: string | RegExp) =>
  expect.objectContaining({
    code,
    text: typeof text === 'string' ? text : expect.stringMatching(text),
  });

async function readAll(
  content: string,
  afterLine?: number,
  maxRecordChars?: number,
): Promise<CsvRecord[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'csv-')), 'data.csv');
  writeFileSync(file, content);
  const records: CsvRecord[] = [];
  const options = { afterLine, maxLinesPerRecord: 3, maxRecordChars };
  for await (const record of readCsvRecords(file, options)) {
    records.push(record);
  }
  return records;
}

describe('CSV record reader', () => {
  it('splits strictly, with doubled quotes and delimiters inside quotes', () => {
    expect(splitCsvRecord('a;"b;c";"d""e";')).toEqual(['a', 'b;c', 'd"e', '']);
    expect(() => splitCsvRecord('a;"b"x;c')).toThrow(/after closing quote/);
    expect(() => splitCsvRecord('a;b"c;d')).toThrow(/unquoted field/);
  });

  it('handles BOM and CRLF, reports malformed records with line numbers and goes on', async () => {
    const content =
      '\ufeffa;b;c\r\n1;2;3\r\n4;"5"x;6\r\n7;8\r\n9;"multi\r\nline";10\r\n11;"open;12\r\n13;14;15\r\n\r\n16;17;18\r\n';
    const records = await readAll(content);
    expect(records).toEqual([
      { line: 2, endLine: 2, size: 5, values: { a: '1', b: '2', c: '3' } },
      { line: 3, endLine: 3, size: 8, error: problem('characterAfterQuote', /malformed CSV/) },
      {
        line: 4,
        endLine: 4,
        size: 3,
        error: problem('columnCount', 'expected 3 columns, found 2'),
      },
      { line: 5, endLine: 6, size: 17, values: { a: '9', b: 'multi\nline', c: '10' } },
      {
        line: 7,
        endLine: 7,
        size: 11,
        error: problem('unclosedQuote', 'malformed CSV: unclosed quote'),
      },
      { line: 8, endLine: 8, size: 8, values: { a: '13', b: '14', c: '15' } },
      { line: 10, endLine: 10, size: 8, values: { a: '16', b: '17', c: '18' } },
    ]);
  });

  it('skips a line longer than the bound with its line number, and reads on', async () => {
    const long = `2;"${'x'.repeat(40)}"`;
    const records = await readAll(`a;b\r\n1;ok\r\n${long}\r\n3;ok\r\n`, undefined, 20);
    expect(records).toEqual([
      { line: 2, endLine: 2, size: 4, values: { a: '1', b: 'ok' } },
      {
        line: 3,
        endLine: 3,
        size: long.length,
        error: problem('tooLong', /over the limit of 20/),
      },
      { line: 4, endLine: 4, size: 4, values: { a: '3', b: 'ok' } },
    ]);
  });

  it('skips a record spanning lines once it passes the bound, whole', async () => {
    const records = await readAll(
      `a;b\n1;"${'x'.repeat(12)}\n${'y'.repeat(12)}"\n2;ok\n`,
      undefined,
      20,
    );
    expect(records).toEqual([
      { line: 2, endLine: 3, size: 29, error: problem('tooLong', /over the limit of 20/) },
      { line: 4, endLine: 4, size: 4, values: { a: '2', b: 'ok' } },
    ]);
  });

  it('gives up an over-long record whose quote never closes after the usual lines', async () => {
    const records = await readAll(`a;b\n1;"${'x'.repeat(30)}\n2;ok\n3;ok\n4;ok\n`, undefined, 20);
    expect(records).toEqual([
      {
        line: 2,
        endLine: 4,
        size: 43,
        error: problem('unclosedQuoteTooLong', /unclosed quote.*limit of 20/),
      },
      { line: 5, endLine: 5, size: 4, values: { a: '4', b: 'ok' } },
    ]);
  });

  it('refuses a header past the bound', async () => {
    await expect(readAll(`${'h'.repeat(30)}\n1\n`, undefined, 20)).rejects.toThrow(/header line/);
  });

  it('resumes after a committed line', async () => {
    const records = await readAll('a;b\n1;2\n3;4\n5;6\n', 3);
    expect(records).toEqual([{ line: 4, endLine: 4, size: 3, values: { a: '5', b: '6' } }]);
  });

  it('estimates the number of data lines', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'csv-')), 'count.csv');
    writeFileSync(file, 'a;b\n1;2\n3;4');
    await expect(countDataLines(file)).resolves.toBe(2);
  });
});
