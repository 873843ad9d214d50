import { Global, Module } from '@nestjs/common';
import { AnalyzerModule, NewRecordsListener, WatchedSirensReader } from '../analyzer';
import { AlertMatchingRepository } from './alert-matching.repository';
import { AlertMatchingService } from './alert-matching.service';
import { MailLanguageReader } from './mail-language.reader';
import { NotificationEventsPublisher } from './notification-events.publisher';
import { NotificationFeed } from './notification-feed';
import { NotificationReader } from './notification-reader';
import { NotificationsRepository } from './notifications.repository';
import { WatchedSirensService } from './watched-sirens.service';
import { WatchesRepository } from './watches.repository';

/**
 * What the Analyzer asks of Alerts through the ports it declares: matching the records a batch
 * adds, and the SIRENs a user watches for the visibility rule. Global, and in the workers too
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
    WatchedSirensService,
    WatchesRepository,
    { provide: NewRecordsListener, useExisting: AlertMatchingService },
    { provide: WatchedSirensReader, useExisting: WatchedSirensService },
  ],
  exports: [
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
