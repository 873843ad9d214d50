import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { NewRecordsListener } from '../analyzer';
import { AlertMatchingRepository } from './alert-matching.repository';
import { NotificationEventsPublisher } from './notification-events.publisher';
import { NotificationsCreatedListener } from './notifications-created.listener';

/**
 * Matching (CONTRACT §7.4): the records each batch adds become notifications in the batch's own
 * transaction (a rolled-back batch notifies nobody); once it commits, their owners are told live
 * and the listeners (webhooks) hear of them.
 */
@Injectable()
export class AlertMatchingService extends NewRecordsListener {
  constructor(
    private readonly db: Database,
    private readonly matching: AlertMatchingRepository,
    private readonly events: NotificationEventsPublisher,
    private readonly listener: NotificationsCreatedListener,
  ) {
    super();
  }

  async onNewRecords(tx: Transaction, recordIds: number[], jobRunId: string | null) {
    const created = await this.matching.notifyNewRecords(tx, recordIds, jobRunId);
    if (!created.length) return;
    // Two pieces of work: a failed live event does not keep the webhooks from being queued.
    this.db.afterCommit(tx, () => this.events.publish(created));
    this.db.afterCommit(tx, () => this.listener.onNotificationsCreated(created));
  }
}
