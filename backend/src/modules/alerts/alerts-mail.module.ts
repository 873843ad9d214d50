import { Module } from '@nestjs/common';
import { AlertsMailJobsModule, AlertsMailWorkerModule } from './alerts-mail-jobs.module';
import { NotificationPreferencesController } from './notification-preferences.controller';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * Notification e-mails (issue 17, item 5): the preference routes, the unsubscribe link, and the
 * instant and daily e-mail jobs (consumed here too when PROCESS_ROLE is all).
 */
@Module({
  imports: [AlertsMailJobsModule, AlertsMailWorkerModule],
  controllers: [NotificationPreferencesController, UnsubscribeController],
  providers: [NotificationPreferencesService],
  exports: [NotificationPreferencesService],
})
export class AlertsMailModule {}
