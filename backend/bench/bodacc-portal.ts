/**
 * The portal's export for the history's measurement (`--history`): the bench's file split by
 * month once, then each month's export streamed from disk as the portal answers it (header by
 * name, `;`), its records endpoint's count from the same split. Local, so that the history's
 * figure is the load's and not the network's.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, WriteStream } from 'node:fs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readCsvRecords } from '../src/modules/ingestion/csv-record-reader';

const DATASET_PATH = '/api/explore/v2.1/catalog/datasets/annonces-commerciales';
const RANGE =
  /dateparution>=date'(\d{4}-\d{2}-\d{2})'(?: and dateparution<=date'(\d{4}-\d{2}-\d{2})')?/;

const csvField = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export interface BenchPortal {
  url: string;
  /** The first day of the file's earliest month, the last day of its latest one. */
  firstDay: string;
  lastDay: string;
  close(): Promise<void>;
}

/** Splits the file into `dir/<YYYY-MM>.csv` (no header); returns the header and rows per month. */
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
    const line = `${header.map((column) => csvField(record.values[column] ?? '')).join(';')}\n`;
    if (!file.write(line)) await once(file, 'drain');
    rows.set(month, (rows.get(month) ?? 0) + 1);
  }
  await Promise.all([...files.values()].map((file) => new Promise((done) => file.end(done))));
  return { header: header.join(';'), rows };
}

export async function startBenchPortal(csvPath: string, dir: string): Promise<BenchPortal> {
  const { header, rows } = await splitByMonth(csvPath, dir);
  const monthsOf = (url: URL) => {
    const [, from, through = '9999-12-31'] = RANGE.exec(url.searchParams.get('where') ?? '') ?? [];
    return [...rows.keys()].filter(
      (month) => from && month >= from.slice(0, 7) && month <= through.slice(0, 7),
    );
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://portal');
    if (url.pathname === `${DATASET_PATH}/records`) {
      const total = monthsOf(url).reduce((sum, month) => sum + rows.get(month)!, 0);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ total_count: total, results: [] }));
      return;
    }
    // The history asks one month at a time: its days are the month's.
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    response.write(`${header}\n`);
    const [month] = monthsOf(url);
    if (!month) return void response.end();
    void pipeline(createReadStream(join(dir, `${month}.csv`)), response).catch(() => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const months = [...rows.keys()].sort();
  const [year, month] = months[months.length - 1].split('-').map(Number);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstDay: `${months[0]}-01`,
    lastDay: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
