import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { Writable } from 'node:stream';
import { exportConfig } from '../../shared/config';

/** How often a download is looked at: often enough for the shortest stall timeouts of tests. */
const tickOf = (stallTimeoutMs: number) => Math.min(1000, Math.max(50, stallTimeoutMs / 4));

/**
 * Cuts a download whose reader has stopped reading: while the response waits for the client to
 * drain it and no drain comes for EXPORT_STALL_TIMEOUT_MS, or once EXPORT_MAX_DURATION_MS has
 * passed, the response (and its socket) is destroyed; the file's stream and its cursor go with it.
 */
@Injectable()
export class ExportDownloadWatchdog {
  constructor(@Inject(exportConfig.KEY) private readonly limits: ConfigType<typeof exportConfig>) {}

  watch(response: Writable): void {
    const { stallTimeoutMs, maxDurationMs } = this.limits;
    const startedAt = Date.now();
    let progressAt = startedAt;
    const onDrain = () => (progressAt = Date.now());
    const check = setInterval(() => {
      // Closed already (a client gone before this started watching): nothing left to watch.
      if (response.destroyed) return clearInterval(check);
      const now = Date.now();
      // Nothing waits on the reader: the server is the one behind (or done).
      if (!response.writableNeedDrain) progressAt = now;
      if (now - progressAt >= stallTimeoutMs || now - startedAt >= maxDurationMs) {
        response.destroy();
      }
    }, tickOf(stallTimeoutMs));
    check.unref();
    response.on('drain', onDrain);
    response.once('close', () => {
      clearInterval(check);
      response.off('drain', onDrain);
    });
  }
}
