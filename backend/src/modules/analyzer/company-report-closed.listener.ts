import type { Transaction } from '../../shared/database';

/**
 * Told that an admin closed a user's report, inside the closing transaction, so that the
 * reporter's notification commits with it. Implemented by the Alerts context.
 */
export abstract class CompanyReportClosedListener {
  abstract onReportClosed(
    tx: Transaction,
    closed: { reportId: number; userId: number },
  ): Promise<void>;
}
