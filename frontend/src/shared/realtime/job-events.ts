import type { SocketEvents } from '../api/generated/api-schema';

/**
 * The live job events of spec §7, generated from the backend's event map (which also holds
 * other events, e.g. notifications); received only.
 */
export type JobEvents = Pick<SocketEvents, Extract<keyof SocketEvents, `analyzer:admin:${string}`>>;

export type JobEventName = keyof JobEvents;

export type JobLogEvent = JobEvents['analyzer:admin:ingest:log'];
export type JobProgressEvent = JobEvents['analyzer:admin:ingest:progress'];
export type JobCompleteEvent = JobEvents['analyzer:admin:ingest:complete'];
export type JobStatusEvent = JobEvents['analyzer:admin:ingest:status'];

export interface JobEventHandlers {
  onLog?: (event: JobLogEvent) => void;
  onProgress?: (event: JobProgressEvent) => void;
  onComplete?: (event: JobCompleteEvent) => void;
  onStatus?: (event: JobStatusEvent) => void;
}

const HANDLER_OF: Record<JobEventName, keyof JobEventHandlers> = {
  'analyzer:admin:ingest:log': 'onLog',
  'analyzer:admin:ingest:progress': 'onProgress',
  'analyzer:admin:ingest:complete': 'onComplete',
  'analyzer:admin:ingest:status': 'onStatus',
};

export const JOB_EVENT_NAMES = Object.keys(HANDLER_OF) as JobEventName[];

/**
 * Hands an event to its handler only when it belongs to one of the followed processes;
 * events of other processes (another admin's run, an older run) are ignored (spec §4).
 */
export function dispatchJobEvent<E extends JobEventName>(
  name: E,
  payload: JobEvents[E],
  followed: readonly (string | null | undefined)[],
  handlers: JobEventHandlers,
): boolean {
  if (!payload || !followed.includes(payload.processId)) return false;
  const handler = handlers[HANDLER_OF[name]] as ((event: JobEvents[E]) => void) | undefined;
  handler?.(payload);
  return Boolean(handler);
}

/**
 * The recent log events of processes the page does not follow yet. A run that was just started
 * can log (e.g. "Resuming after line …") before the start request has answered with its id;
 * once the page follows that id, those lines are handed over instead of being lost.
 */
export class UnfollowedJobLogs {
  private logs: { event: JobLogEvent; at: number }[] = [];

  constructor(
    private readonly limit = 200,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  remember(event: JobLogEvent): void {
    this.logs.push({ event, at: this.now() });
    if (this.logs.length > this.limit) this.logs.shift();
  }

  /** Removes and returns, oldest first, the recent lines of the given processes. */
  takeFor(followed: readonly (string | null | undefined)[]): JobLogEvent[] {
    const fresh = this.logs.filter(({ at }) => at >= this.now() - this.maxAgeMs);
    const isFollowed = ({ event }: { event: JobLogEvent }) => followed.includes(event.processId);
    this.logs = fresh.filter((log) => !isFollowed(log));
    return fresh.filter(isFollowed).map(({ event }) => event);
  }
}
