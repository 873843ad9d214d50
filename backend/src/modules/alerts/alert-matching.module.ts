import { Global, Module } from '@nestjs/common';
import {
  AnalyzerModule,
  CompanyReportClosedListener,
  NewRecordsListener,
  WatchedSirensReader,
} from '../analyzer';
import { AlertMatchingRepository } from './alert-matching.repository';
import { AlertMatchingService } from './alert-matching.service';
import { MailLanguageReader } from './mail-language.reader';
import { NotificationEventsPublisher } from './notification-events.publisher';
import { NotificationFeed } from './notification-feed';
import { NotificationReader } from './notification-reader';
import { NotificationsRepository } from './notifications.repository';
import { ReportClosedNotifier } from './report-closed.notifier';
import { WatchedSirensService } from './watched-sirens.service';
import { WatchesRepository } from './watches.repository';

/**
 * What the Analyzer asks of Alerts through the ports it declares: matching the records a batch
 * adds, the SIRENs a user watches for the visibility rule, and telling a reporter their report
 * was closed. Global, and in the workers too
 * (they run the batches), like FavoriteStatusModule. It needs a NotificationsCreatedListener,
 * which the Integrations context provides (webhooks).
 */
@Global()
@Module({
  imports: [AnalyzerModule],
  providers: [
    AlertMatchingRepository,
    AlertMatchingService,
    MailLanguageReader,
    NotificationEventsPublisher,
    NotificationFeed,
    NotificationReader,
    NotificationsRepository,
    ReportClosedNotifier,
    WatchedSirensService,
    WatchesRepository,
    { provide: NewRecordsListener, useExisting: AlertMatchingService },
    { provide: CompanyReportClosedListener, useExisting: ReportClosedNotifier },
    { provide: WatchedSirensReader, useExisting: WatchedSirensService },
  ],
  exports: [
    CompanyReportClosedListener,
    MailLanguageReader,
    NewRecordsListener,
    WatchedSirensReader,
    NotificationFeed,
    NotificationReader,
    NotificationsRepository,
    WatchesRepository,
  ],
})
export class AlertMatchingModule {}
