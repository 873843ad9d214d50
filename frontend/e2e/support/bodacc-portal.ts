import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './server';

/** The real BODACC sample the backend's tests and the seed use. */
export const SAMPLE_CSV = join(REPO_ROOT, 'backend/test/fixtures/sample-real.csv');

const DATASET_PATH = '/api/explore/v2.1/catalog/datasets/annonces-commerciales';
const EXPORT_PATH = `${DATASET_PATH}/exports/csv`;
const RECORDS_PATH = `${DATASET_PATH}/records`;
const WHERE =
  /^dateparution>=date'(\d{4}-\d{2}-\d{2})'(?: and dateparution<=date'(\d{4}-\d{2}-\d{2})')?$/;

type Row = Record<string, string>;

/** RFC 4180 records (quoted fields may hold `;`, quotes and line breaks). */
function parseCsv(text: string, delimiter = ';'): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (isQuoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else isQuoted = false;
    } else if (char === '"') isQuoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      fields.push(field);
      if (fields.some(Boolean)) records.push(fields);
      fields = [];
      field = '';
    } else field += char;
  }
  if (field || fields.length) records.push([...fields, field]);
  return records;
}

const csvField = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * A local stand-in for the DILA's Opendatasoft portal (as backend/test/support/fake-bodacc-portal
 * answers it, without the backend's sources): its CSV export of annonces-commerciales
 * (`delimiter=;`, `use_labels=false`, `where=dateparution>=date'…'` with `and
 * dateparution<=date'…'` for a range) and its records endpoint's count (`limit=0` →
 * `total_count`). Its notices are the real rows of the sample, under ids of their own (`idPrefix`
 * and a number) so that they are new to a catalogue the seed filled with the same sample.
 */
export class BodaccPortalStandIn {
  private header: string[] = [];
  private rows: Row[] = [];
  private readonly server: Server = createServer((request, response) =>
    this.answer(request, response),
  );

  constructor(private readonly idPrefix = 'H') {}

  async start(): Promise<string> {
    const [header, ...records] = parseCsv(readFileSync(SAMPLE_CSV, 'utf8').replace(/^\ufeff/, ''));
    this.header = header;
    this.rows = records
      .filter((fields) => fields.length === header.length)
      .map((fields) => Object.fromEntries(header.map((name, i) => [name, fields[i]])))
      .filter((row) => /^[A-C]\d+$/.test(row.id) && /^\d{4}-\d{2}-\d{2}$/.test(row.dateparution))
      .map((row, i) => ({ ...row, id: `${this.idPrefix}${String(i + 1).padStart(6, '0')}` }));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The notices published on these days (through included), oldest first. */
  rowsOf(fromDay: string, throughDay = '9999-12-31'): Row[] {
    return this.rows
      .filter((row) => row.dateparution >= fromDay && row.dateparution <= throughDay)
      .sort((a, b) => a.dateparution.localeCompare(b.dateparution));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://portal.test');
    const where = WHERE.exec(url.searchParams.get('where') ?? '');
    if (url.pathname === RECORDS_PATH) {
      if (!where || url.searchParams.get('limit') !== '0') return this.error(response, 400);
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(
        JSON.stringify({ total_count: this.rowsOf(where[1], where[2]).length, results: [] }),
      );
      return;
    }
    if (url.pathname !== EXPORT_PATH) return this.error(response, 404);
    const isWellFormed =
      where &&
      url.searchParams.get('delimiter') === ';' &&
      url.searchParams.get('use_labels') === 'false';
    if (!isWellFormed) return this.error(response, 400);
    const rows = this.rowsOf(where[1], where[2]);
    const lines = [this.header, ...rows.map((row) => this.header.map((name) => row[name] ?? ''))];
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    // A BOM first, CRLF line ends: as the portal sends it.
    response.end(
      '\ufeff' + lines.map((fields) => fields.map(csvField).join(';')).join('\r\n') + '\r\n',
    );
  }

  private error(response: ServerResponse, status: number): void {
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ error_code: `HTTP${status}`, message: 'Unknown or malformed' }));
  }
}
