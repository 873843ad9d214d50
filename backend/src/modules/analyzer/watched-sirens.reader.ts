/**
 * The SIRENs a user watches, implemented by the Alerts context (which depends on this one), so
 * that the visibility rule shows a watched company's notices without importing Alerts.
 */
export abstract class WatchedSirensReader {
  abstract sirensWatchedBy(userId: number): Promise<string[]>;
}
