import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
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
  notifyNewRecords(
    tx: Transaction,
    recordIds: number[],
    jobRunId: string | null,
  ): Promise<CreatedNotification[]> {
    return this.db.query<CreatedNotification>(notifyNewRecordsStatement(recordIds, jobRunId), tx);
  }
}
