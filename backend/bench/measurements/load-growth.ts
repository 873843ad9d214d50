/**
 * How the load's rate holds as the catalogue grows (`--history-records`): the catalogue's id
 * sequence sampled while the history runs (each notice written takes the next id), then the rate
 * of the first stretch of notices beside that of the last.
 */
import { Client } from 'pg';

interface Sample {
  at: number;
  written: number;
}

export interface LoadStretches {
  /** Notices in each stretch: a million, or a tenth of the load when it holds fewer than ten millions. */
  size: number;
  firstRate: number;
  lastRate: number;
}

const SAMPLE_EVERY_MS = 1000;

const writtenSoFar = async (db: Client): Promise<number> =>
  Number(
    (
      await db.query(
        `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS written FROM analyzer_records_id_seq`,
      )
    ).rows[0].written,
  );

/** Starts sampling; `stop` ends it and returns the samples, the first at the start. */
export async function sampleWrites(db: Client): Promise<{ stop(): Promise<Sample[]> }> {
  const samples: Sample[] = [{ at: Date.now(), written: await writtenSoFar(db) }];
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pending = writtenSoFar(db).then((written) => samples.push({ at: Date.now(), written }));
  }, SAMPLE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
      samples.push({ at: Date.now(), written: await writtenSoFar(db) });
      return samples;
    },
  };
}

/** The moment the load had written `count` notices, between the two samples around it. */
function momentOf(samples: Sample[], count: number): number {
  const after = samples.findIndex((sample) => sample.written >= count);
  const later = samples[after];
  const earlier = samples[Math.max(after - 1, 0)];
  if (later.written === earlier.written) return later.at;
  const share = (count - earlier.written) / (later.written - earlier.written);
  return earlier.at + share * (later.at - earlier.at);
}

/** The first and the last stretch's rates, in notices/s (null when nothing was written). */
export function stretchesOf(samples: Sample[]): LoadStretches | null {
  const start = samples[0].written;
  const total = samples[samples.length - 1].written - start;
  if (total <= 0) return null;
  const size = Math.min(1_000_000, Math.floor(total / 10)) || total;
  const rate = (from: number, to: number) =>
    size / ((momentOf(samples, start + to) - momentOf(samples, start + from)) / 1000);
  return { size, firstRate: rate(0, size), lastRate: rate(total - size, total) };
}
