import { once } from 'node:events';
import { Writable } from 'node:stream';
import { ExportDownloadWatchdog } from './analyzer-export.watchdog';

const limits = { maxConnections: 1, maxPerAccount: 1, stallTimeoutMs: 100, maxDurationMs: 60_000 };

/** A download's response: each chunk taken by the client after `delayMs`, or never. */
const responseReadEvery = (delayMs: number | null) =>
  new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, done) {
      if (delayMs !== null) setTimeout(done, delayMs);
    },
  });

/** Writes as a pipe does: the next chunk once the response drains, `count` chunks in all. */
async function writeChunks(response: Writable, count: number): Promise<number> {
  for (let written = 0; written < count; written += 1) {
    if (response.destroyed) return written;
    if (!response.write('x')) {
      const settled = new AbortController();
      const { signal } = settled;
      await Promise.race([
        once(response, 'drain', { signal }),
        once(response, 'close', { signal }),
      ]);
      settled.abort();
    }
  }
  return count;
}

describe('ExportDownloadWatchdog', () => {
  it('cuts a download whose reader stops taking anything', async () => {
    const response = responseReadEvery(null);
    new ExportDownloadWatchdog(limits).watch(response);
    response.write('x');
    await once(response, 'close');
    expect(response.destroyed).toBe(true);
  });

  it('never cuts a reader that keeps reading, however slowly', async () => {
    const response = responseReadEvery(25);
    new ExportDownloadWatchdog({ ...limits, stallTimeoutMs: 250 }).watch(response);
    // 40 chunks at 25 ms each: a second, four stall timeouts, and no wait longer than one.
    expect(await writeChunks(response, 40)).toBe(40);
    expect(response.destroyed).toBe(false);
    response.destroy();
  });

  it('cuts any download past its longest duration', async () => {
    const response = responseReadEvery(10);
    new ExportDownloadWatchdog({ ...limits, maxDurationMs: 200 }).watch(response);
    expect(await writeChunks(response, 1_000_000)).toBeLessThan(1_000_000);
    expect(response.destroyed).toBe(true);
  });
});
