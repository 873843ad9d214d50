import { MailerModule } from '@nestjs-modules/mailer';
import { HandlebarsAdapter } from '@nestjs-modules/mailer/adapters/handlebars.adapter';
import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { join } from 'node:path';
import { mailConfig } from '../config';
import { MailOutbox } from './mail-outbox';

/** Same depth under src/ and dist/, so the path holds for tests and the build. */
export const MAIL_TEMPLATES_DIR = join(__dirname, '..', '..', '..', 'mail-templates');

/** The SMTP transport, and the outbox every context sends through (needs QueueModule). */
@Global()
@Module({
  imports: [
    MailerModule.forRootAsync({
      inject: [mailConfig.KEY],
      useFactory: (config: ConfigType<typeof mailConfig>) => ({
        transport: config.smtpUrl,
        defaults: { from: config.from },
        template: {
          dir: MAIL_TEMPLATES_DIR,
          adapter: new HandlebarsAdapter(),
          options: { strict: true },
        },
      }),
    }),
  ],
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
