import { Module } from '@nestjs/common';
import { JobWorkersModule } from '../../shared/queue';
import { AnalyzerModule } from '../analyzer';
import { ALERTS_MAIL_JOBS } from './alerts-mail.jobs';
import { DailyDigestHandler, WeeklyDigestHandler } from './digest.job';
import { InstantNotificationMailHandler } from './notification-mail.job';
import { NotificationMailRepository } from './notification-mail.repository';
import { NotificationMailSender } from './notification-mail.sender';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

/** What the notification e-mails need, for the API (preferences) and the jobs' handlers. */
@Module({
  imports: [AnalyzerModule],
  providers: [
    DailyDigestHandler,
    WeeklyDigestHandler,
    InstantNotificationMailHandler,
    NotificationMailRepository,
    NotificationMailSender,
    NotificationSettingsRepository,
    UnsubscribeLinks,
  ],
  exports: [
    DailyDigestHandler,
    WeeklyDigestHandler,
    InstantNotificationMailHandler,
    NotificationMailRepository,
    NotificationSettingsRepository,
    UnsubscribeLinks,
  ],
})
export class AlertsMailJobsModule {}

/** The e-mail jobs' consumers and schedules; they run only when PROCESS_ROLE is all or worker. */
@Module({ imports: [JobWorkersModule.register(ALERTS_MAIL_JOBS, AlertsMailJobsModule)] })
export class AlertsMailWorkerModule {}
