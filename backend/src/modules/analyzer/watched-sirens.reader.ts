import type { SqlFragment } from '../../shared/database';

/**
 * The SIRENs a user watches, implemented by the Alerts context (which depends on this one), so
 * that the visibility rule shows a watched company's notices without importing Alerts. A
 * statement fragment, so that the viewer is read in one statement (docs/performance.md).
 */
export abstract class WatchedSirensReader {
  /** A `text[]` expression: the SIRENs watched by the user whose id is `userId`. */
  abstract sirensWatchedBy(userId: SqlFragment): SqlFragment;
}
