import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import { notifyNewRecordsStatement } from './alert-matching.statements';

/** A notification just created by matching: whom to tell. */
export interface CreatedNotification {
  id: string;
  userId: number;
}

@Injectable()
export class AlertMatchingRepository {
  constructor(private readonly db: Database) {}

  /** The notifications the new records make, written in the batch's transaction. */
  async notifyNewRecords(
    tx: Transaction,
    recordIds: number[],
    jobRunId: string | null,
  ): Promise<CreatedNotification[]> {
    // Its estimated cost passes jit_above_cost, and compiling it (about 100 ms) would cost more
    // than running it, for every batch; off until the batch's transaction ends.
    await this.db.query(sql`SET LOCAL jit = off`, tx);
    return this.db.query<CreatedNotification>(notifyNewRecordsStatement(recordIds, jobRunId), tx);
  }
}
