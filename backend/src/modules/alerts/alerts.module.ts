import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerModule } from '../analyzer';
import { BillingModule } from '../billing';
import { AlertLimits } from './alert-limits.service';
import { AlertMatchingModule } from './alert-matching.module';
import { AlertsMailModule } from './alerts-mail.module';
import { Notification } from './entities/notification.entity';
import { SavedSearch } from './entities/saved-search.entity';
import { Watch } from './entities/watch.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';
import { WatchesController } from './watches.controller';
import { PortfolioController } from './portfolio.controller';
import { PortfolioService } from './portfolio.service';
import { WatchesService } from './watches.service';
import { WatchImportService } from './watch-import.service';

/** Watches, saved searches and notifications (CONTRACT §7.4): the user routes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Watch, SavedSearch, Notification]),
    AlertsMailModule,
    AlertMatchingModule,
    AnalyzerModule,
    BillingModule,
  ],
  controllers: [
    WatchesController,
    PortfolioController,
    SavedSearchesController,
    NotificationsController,
  ],
  providers: [
    AlertLimits,
    NotificationsService,
    SavedSearchesRepository,
    SavedSearchesService,
    WatchesService,
    WatchImportService,
    PortfolioService,
  ],
})
export class AlertsModule {}
