import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { readCsvRecords } from '../../src/modules/ingestion/csv-record-reader';
import { SAMPLE_CSV } from './ingestion-helpers';

const DATASET_PATH = '/api/explore/v2.1/catalog/datasets/annonces-commerciales';
export const EXPORT_PATH = `${DATASET_PATH}/exports/csv`;
export const RECORDS_PATH = `${DATASET_PATH}/records`;

/** What the next requests meet instead of the export, in order. */
export type PortalFailure =
  | { status: 429; retryAfter: string }
  | { status: 503 }
  /** The export starts, then the connection is cut in the middle of the body. */
  | { drop: true };

export interface PortalRequest {
  url: URL;
  userAgent: string | undefined;
  at: number;
}

type Row = Record<string, string>;

const WHERE =
  /^dateparution>=date'(\d{4}-\d{2}-\d{2})'(?: and dateparution<=date'(\d{4}-\d{2}-\d{2})')?$/;

const csvField = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * A local stand-in for the DILA's Opendatasoft portal: answers its CSV export of
 * annonces-commerciales (`delimiter=;`, `use_labels=false`, `where=dateparution>=date'…'`, with
 * `and dateparution<=date'…'` for a range, `order_by=dateparution`) and its records endpoint's
 * count (`limit=0` → `total_count`) with the real rows of the sample, header by name, a BOM first as the
 * portal sends it; on demand a 429 with Retry-After, a 503, a connection cut mid-stream, or an
 * answer held back until released. Records every request.
 */
export class FakeBodaccPortal {
  readonly requests: PortalRequest[] = [];
  private readonly failures: PortalFailure[] = [];
  private header: string[] = [];
  private rows: Row[] = [];
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;
  private readonly server: Server = createServer((request, response) => {
    void this.answer(request, response);
  });

  async start(): Promise<string> {
    for await (const record of readCsvRecords(SAMPLE_CSV, { delimiter: ';' })) {
      if (record.error === undefined) this.rows.push(record.values);
    }
    this.header = Object.keys(this.rows[0]);
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.releaseAnswers();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get rowCount(): number {
    return this.rows.length;
  }

  /** New notices on the portal: a copy of a real row with this id and publication day. */
  publish(id: string, dateparution: string, changes: Row = {}): void {
    const model = this.rows.find((row) => row.familleavis === 'creation' && row.id) as Row;
    this.rows.push({ ...model, id, dateparution, ...changes });
  }

  failNext(...failures: PortalFailure[]): void {
    this.failures.push(...failures);
  }

  /** The next answers wait until `releaseAnswers()`, headers sent, no row yet. */
  holdAnswers(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  releaseAnswers(): void {
    this.release?.();
    this.held = null;
    this.release = null;
  }

  /** The `where` of each export asked for, in order. */
  wheres(): (string | null)[] {
    return this.requests.map((request) => request.url.searchParams.get('where'));
  }

  /** The rows published on these days (through included), oldest first. */
  rowsOf(fromDay: string, throughDay = '9999-12-31'): Row[] {
    return this.rows
      .filter((row) => row.dateparution >= fromDay && row.dateparution <= throughDay)
      .sort((a, b) => a.dateparution.localeCompare(b.dateparution));
  }

  /** The export's body for these days, as the portal would send it. */
  exportBody(fromDay: string, throughDay?: string): string {
    const rows = this.rowsOf(fromDay, throughDay);
    const lines = [this.header, ...rows.map((row) => this.header.map((name) => row[name] ?? ''))];
    return '\ufeff' + lines.map((fields) => fields.map(csvField).join(';')).join('\r\n') + '\r\n';
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://portal.test');
    this.requests.push({ url, userAgent: request.headers['user-agent'], at: Date.now() });
    if (url.pathname === RECORDS_PATH) return this.count(url, response);
    if (url.pathname !== EXPORT_PATH) return this.error(response, 404, 'Unknown dataset');
    const failure = this.failures.shift();
    if (failure && 'status' in failure) {
      if (failure.status === 429) response.setHeader('Retry-After', failure.retryAfter);
      return this.error(response, failure.status, 'Too many requests or unavailable');
    }
    const where = WHERE.exec(url.searchParams.get('where') ?? '');
    const isWellFormed =
      where &&
      url.searchParams.get('delimiter') === ';' &&
      url.searchParams.get('use_labels') === 'false';
    if (!isWellFormed) return this.error(response, 400, 'ODSQL query is malformed');
    const body = Buffer.from(this.exportBody(where[1], where[2]), 'utf8');
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    response.flushHeaders();
    if (this.held) await this.held;
    if (failure) {
      // Half the export, then the connection is gone.
      response.write(body.subarray(0, Math.floor(body.length / 2)));
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    response.end(body);
  }

  /** The records endpoint asked for no record (`limit=0`): only its total_count. */
  private count(url: URL, response: ServerResponse): void {
    const where = WHERE.exec(url.searchParams.get('where') ?? '');
    if (!where || url.searchParams.get('limit') !== '0') {
      return this.error(response, 400, 'ODSQL query is malformed');
    }
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(
      JSON.stringify({ total_count: this.rowsOf(where[1], where[2]).length, results: [] }),
    );
  }

  private error(response: ServerResponse, status: number, message: string): void {
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ error_code: `HTTP${status}`, message }));
  }
}
