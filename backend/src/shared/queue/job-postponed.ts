/**
 * Thrown by a handler that cannot run its job yet (a resource it shares is busy): the job goes
 * back to the queue for `delayMs`, and the postponement is not counted as a failed attempt.
 */
export class JobPostponed extends Error {
  constructor(readonly delayMs: number) {
    super(`Postponed for ${delayMs} ms`);
    this.name = 'JobPostponed';
  }
}
