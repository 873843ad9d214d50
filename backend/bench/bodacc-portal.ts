/**
 * The portal's export for the history's measurement (`--history`): the bench's file split by
 * month once, then each month's export streamed from disk as the portal answers it (header by
 * name, `;`), its records endpoint's count from the same split. Local, so that the history's
 * figure is the load's and not the network's.
 *
 * With `copies` above 1 (`--history-records`), the portal also serves the file's months in the
 * years before, each a copy whose notices' ids, bulletins and days carry that year: the history
 * then loads a catalogue many times the file's size, newest year first, from real text.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, WriteStream } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readCsvRecords } from '../src/modules/ingestion/csv-record-reader';

const DATASET_PATH = '/api/explore/v2.1/catalog/datasets/annonces-commerciales';
const RANGE =
  /dateparution>=date'(\d{4}-\d{2}-\d{2})'(?: and dateparution<=date'(\d{4}-\d{2}-\d{2})')?/;
/** Stands for the year in a split file's ids, bulletins, days and links: the copy's year replaces it. */
const YEAR = '\u0001';

const csvField = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A notice's fields that name its year, with the year made a placeholder. */
function withYearPlaceholder(values: Record<string, string>): Record<string, string> {
  const id = values.id ?? '';
  const copyId = id.replace(/^([A-C])\d{4}/, `$1${YEAR}`);
  return {
    ...values,
    id: copyId,
    parution: (values.parution ?? '').replace(/^\d{4}/, YEAR),
    dateparution: (values.dateparution ?? '').replace(/^\d{4}/, YEAR),
    url_complete: id && values.url_complete ? values.url_complete.replace(id, copyId) : '',
  };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A month's split lines, with `year` written where the placeholder stands. */
function inYear(year: number, month: string): Transform {
  const leapDay = new RegExp(`${year}-02-29`, 'g');
  return new Transform({
    decodeStrings: false,
    transform(chunk: string, _encoding, done) {
      const text = chunk.replaceAll(YEAR, String(year));
      done(null, month === '02' && !isLeap(year) ? text.replace(leapDay, `${year}-02-28`) : text);
    },
  });
}

export interface BenchPortal {
  url: string;
  /** The first day of the earliest month served, the last day of the latest one. */
  firstDay: string;
  lastDay: string;
  /** Notices served over all the months. */
  notices: number;
  close(): Promise<void>;
}

/** Splits the file into `dir/<YYYY-MM>.csv` (no header, years as placeholders); returns the header and rows per month. */
async function splitByMonth(csvPath: string, dir: string) {
  const files = new Map<string, WriteStream>();
  const rows = new Map<string, number>();
  let header: string[] = [];
  for await (const record of readCsvRecords(csvPath, { delimiter: ';' })) {
    if (record.error !== undefined) continue;
    if (!header.length) header = Object.keys(record.values);
    const month = (record.values.dateparution ?? '').slice(0, 7);
    if (!/^\d{4}-\d{2}$/.test(month)) continue;
    let file = files.get(month);
    if (!file) files.set(month, (file = createWriteStream(join(dir, `${month}.csv`))));
    const values = withYearPlaceholder(record.values);
    const line = `${header.map((column) => csvField(values[column] ?? '')).join(';')}\n`;
    if (!file.write(line)) await once(file, 'drain');
    rows.set(month, (rows.get(month) ?? 0) + 1);
  }
  await Promise.all([...files.values()].map((file) => new Promise((done) => file.end(done))));
  return { header: header.join(';'), rows };
}

/** Every month served ('YYYY-MM'), with the file's month it copies and its year. */
function servedMonths(fileMonths: string[], copies: number) {
  const served = new Map<string, { fileMonth: string; year: number }>();
  for (let copy = 0; copy < copies; copy += 1) {
    for (const fileMonth of fileMonths) {
      const year = Number(fileMonth.slice(0, 4)) - copy;
      served.set(`${year}-${fileMonth.slice(5)}`, { fileMonth, year });
    }
  }
  return served;
}

export async function startBenchPortal(
  csvPath: string,
  dir: string,
  copies = 1,
): Promise<BenchPortal> {
  const { header, rows } = await splitByMonth(csvPath, dir);
  const served = servedMonths([...rows.keys()], copies);
  const monthsOf = (url: URL) => {
    const [, from, through = '9999-12-31'] = RANGE.exec(url.searchParams.get('where') ?? '') ?? [];
    return [...served.keys()].filter(
      (month) => from && month >= from.slice(0, 7) && month <= through.slice(0, 7),
    );
  };
  const rowsOf = (month: string) => rows.get(served.get(month)!.fileMonth)!;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://portal');
    if (url.pathname === `${DATASET_PATH}/records`) {
      const total = monthsOf(url).reduce((sum, month) => sum + rowsOf(month), 0);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ total_count: total, results: [] }));
      return;
    }
    // The history asks one month at a time: its days are the month's.
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    response.write(`${header}\n`);
    const [month] = monthsOf(url);
    if (!month) return void response.end();
    const { fileMonth, year } = served.get(month)!;
    void pipeline(
      createReadStream(join(dir, `${fileMonth}.csv`), { encoding: 'utf8' }),
      inYear(year, month.slice(5)),
      response,
    ).catch(() => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const months = [...served.keys()].sort();
  const [year, month] = months[months.length - 1].split('-').map(Number);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstDay: `${months[0]}-01`,
    lastDay: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
    notices: months.reduce((sum, servedMonth) => sum + rowsOf(servedMonth), 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
