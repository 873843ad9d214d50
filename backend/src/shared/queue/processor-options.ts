/**
 * A job whose worker dies this many times (out of memory, killed) is failed, not handed to
 * another worker again: it would most likely kill that one too.
 */
export const JOB_CRASH_LIMIT = 2;

/**
 * Worker options of every processor. Workers start paused (autorun off): the process role,
 * known only once the app is created, decides whether they consume. A crashed worker's job is
 * handed to another worker once its lock expires (JOB_LOCK_MS, 30 s by default; tests shorten it),
 * up to JOB_CRASH_LIMIT crashes.
 */
export function processorOptions(env: NodeJS.ProcessEnv = process.env) {
  const lockMs = Number(env.JOB_LOCK_MS) > 0 ? Number(env.JOB_LOCK_MS) : 30_000;
  return {
    autorun: false,
    concurrency: 1,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // BullMQ fails a job once it has stalled more than this many times.
    maxStalledCount: JOB_CRASH_LIMIT - 1,
  };
}
