import type { Transaction } from '../../shared/database';

/**
 * Told of the records a batch has just added to the catalogue (never those it updated), inside
 * the batch's transaction and after their assignments, so that what it writes commits or rolls
 * back with them. Implemented by the Alerts context (watches and saved searches).
 */
export abstract class NewRecordsListener {
  /** `jobRunId`: the job run whose batch added them, when a job did. */
  abstract onNewRecords(
    tx: Transaction,
    recordIds: number[],
    jobRunId: string | null,
  ): Promise<void>;
}
