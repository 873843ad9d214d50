import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setTimeout as sleep } from 'node:timers/promises';
import { appConfig, syncConfig } from '../../shared/config';
import { backoffMs, isRetryableStatus, retryAfterMs } from './http-retry';
import { JobMessageError, JobMessages } from './job-messages';

/** The dataset of BODACC commercial notices on the DILA's Opendatasoft portal. */
const DATASET_PATH = '/api/explore/v2.1/catalog/datasets/annonces-commerciales';
const EXPORT_PATH = `${DATASET_PATH}/exports/csv`;
const RECORDS_PATH = `${DATASET_PATH}/records`;

/** Publication days asked for: from a day, up to another (included) or to the newest. */
export interface DayRange {
  from: string;
  through?: string;
}

const whereOf = ({ from, through }: DayRange) =>
  through
    ? `dateparution>=date'${from}' and dateparution<=date'${through}'`
    : `dateparution>=date'${from}'`;

export interface RetryNotice {
  attempt: number;
  attempts: number;
  reason: string;
  waitMs: number;
}

/** One request: the export on disk, or why it may be asked again (and how long to wait). */
type Attempt = { bytes: number } | { reason: string; retryAfterMs: number | null };

/** The connection is dropped when nothing arrives for `ms` (headers or body). */
class StallTimer {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ms: number,
    private readonly onStall: () => void,
  ) {}

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.onStall, this.ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

/** A file-system error (disk full, permissions) is not the portal's: asking again would not help. */
const isFileSystemError = (error: unknown): boolean =>
  typeof (error as NodeJS.ErrnoException).syscall === 'string';

/** "terminated (other side closed)", "fetch failed (ECONNREFUSED)": the error and its cause. */
function describe(error: unknown): string {
  const { message, cause } = error as Error & { cause?: Error & { code?: string } };
  const detail = cause ? (cause.code ?? cause.message) : undefined;
  return detail && detail !== message ? `${message} (${detail})` : message;
}

/**
 * The portal's CSV export of the notices published since a day, streamed to a file: 429 (after
 * its Retry-After), 5xx, network errors, dropped and stalled connections are asked again with
 * growing waits, a bounded number of times; the file appears only once complete.
 */
@Injectable()
export class BodaccPortalClient {
  constructor(
    @Inject(syncConfig.KEY) private readonly config: ConfigType<typeof syncConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  exportUrl(range: DayRange): string {
    const url = new URL(`${this.config.url}${EXPORT_PATH}`);
    url.search = new URLSearchParams({
      delimiter: ';',
      use_labels: 'false',
      order_by: 'dateparution',
      where: whereOf(range),
    }).toString();
    return url.toString();
  }

  /** How many notices the portal holds for these days (its records endpoint, no record asked). */
  async countNotices(range: DayRange): Promise<number> {
    const url = new URL(`${this.config.url}${RECORDS_PATH}`);
    url.search = new URLSearchParams({ where: whereOf(range), limit: '0' }).toString();
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': this.userAgent },
      signal: AbortSignal.timeout(this.config.stallTimeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new JobMessageError(JobMessages.syncRefused(response.status));
    }
    const { total_count: total } = (await response.json()) as { total_count?: unknown };
    if (typeof total !== 'number') throw new Error('The portal gave no total_count');
    return total;
  }

  private get userAgent(): string {
    return `Analyseur-entreprises (BODACC sync; +${this.app.appUrl})`;
  }

  /** Throws a JobMessageError once the attempts are spent or the portal refuses. */
  async downloadExport(
    range: DayRange,
    destination: string,
    onRetry: (notice: RetryNotice) => Promise<void>,
  ): Promise<{ bytes: number }> {
    const { attempts, retryBaseMs, maxWaitMs } = this.config;
    await mkdir(dirname(destination), { recursive: true });
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.request(this.exportUrl(range), destination);
      if ('bytes' in outcome) return outcome;
      if (attempt >= attempts) {
        throw new JobMessageError(JobMessages.syncDownloadFailed(attempts, outcome.reason));
      }
      const waitMs = outcome.retryAfterMs ?? backoffMs(attempt, retryBaseMs, maxWaitMs);
      if (waitMs > maxWaitMs) {
        throw new JobMessageError(JobMessages.syncWaitTooLong(Math.ceil(waitMs / 1000)));
      }
      await onRetry({ attempt, attempts, reason: outcome.reason, waitMs });
      await sleep(waitMs);
    }
  }

  private async request(url: string, destination: string): Promise<Attempt> {
    const partial = `${destination}.part`;
    const controller = new AbortController();
    const seconds = Math.round(this.config.stallTimeoutMs / 1000);
    const stall = new StallTimer(this.config.stallTimeoutMs, () =>
      controller.abort(new Error(`nothing received for ${seconds} s`)),
    );
    stall.touch();
    try {
      const response = await fetch(url, {
        headers: {
          Accept: 'text/csv',
          'User-Agent': this.userAgent,
        },
        signal: controller.signal,
      });
      stall.touch();
      if (isRetryableStatus(response.status) || !response.body) {
        await response.body?.cancel();
        const wait = retryAfterMs(response.headers.get('retry-after'), Date.now());
        return { reason: `HTTP ${response.status}`, retryAfterMs: wait };
      }
      if (!response.ok) {
        await response.body.cancel();
        throw new JobMessageError(JobMessages.syncRefused(response.status));
      }
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          stall.touch();
          done(null, chunk);
        },
      });
      const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
      await pipeline(body, counter, createWriteStream(partial));
      await rename(partial, destination);
      return { bytes };
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof JobMessageError || isFileSystemError(error)) throw error;
      const reason = controller.signal.aborted
        ? (controller.signal.reason as Error).message
        : describe(error);
      return { reason, retryAfterMs: null };
    } finally {
      stall.clear();
    }
  }
}
