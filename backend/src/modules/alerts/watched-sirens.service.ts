import { Injectable } from '@nestjs/common';
import { WatchedSirensReader } from '../analyzer';
import { WatchesRepository } from './watches.repository';

/** Gives the Analyzer's visibility rule the SIRENs a user watches (CONTRACT §7.1). */
@Injectable()
export class WatchedSirensService extends WatchedSirensReader {
  constructor(private readonly watches: WatchesRepository) {
    super();
  }

  sirensWatchedBy(userId: number): Promise<string[]> {
    return this.watches.sirensOf(userId);
  }
}
