import { Injectable } from '@nestjs/common';
import type { SqlFragment } from '../../shared/database';
import { WatchedSirensReader } from '../analyzer';
import { sirensWatchedBy } from './watches.statements';

/** Gives the Analyzer's visibility rule the SIRENs a user watches (CONTRACT §7.1). */
@Injectable()
export class WatchedSirensService extends WatchedSirensReader {
  sirensWatchedBy(userId: SqlFragment): SqlFragment {
    return sirensWatchedBy(userId);
  }
}
