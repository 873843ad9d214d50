import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { CompanyReportClosedListener } from '../analyzer';
import { NotificationEventsPublisher } from './notification-events.publisher';
import { NotificationsRepository } from './notifications.repository';

/**
 * Tells a reporter that an admin closed their report (CONTRACT §8.3): a `report_closed`
 * notification in the closing transaction, and `notifications:new` to their sockets once it
 * commits. No e-mail and no webhook: those carry notices.
 */
@Injectable()
export class ReportClosedNotifier extends CompanyReportClosedListener {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsRepository,
    private readonly events: NotificationEventsPublisher,
  ) {
    super();
  }

  async onReportClosed(tx: Transaction, closed: { reportId: number; userId: number }) {
    const created = await this.notifications.insertReportClosed(closed.reportId, closed.userId, tx);
    if (created) this.db.afterCommit(tx, () => this.events.publish([created]));
  }
}
