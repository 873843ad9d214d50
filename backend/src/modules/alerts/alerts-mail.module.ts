import { Module } from '@nestjs/common';
import { AlertsMailJobsModule } from './alerts-mail-jobs.module';
import { NotificationPreferencesController } from './notification-preferences.controller';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * Notification e-mails (issue 17, item 5): the preference routes, the unsubscribe link, and the
 * instant and daily e-mail jobs (their consumer is wired from src/jobs.ts).
 */
@Module({
  imports: [AlertsMailJobsModule],
  controllers: [NotificationPreferencesController, UnsubscribeController],
  providers: [NotificationPreferencesService],
  exports: [NotificationPreferencesService],
})
export class AlertsMailModule {}
