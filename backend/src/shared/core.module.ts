import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { allConfigs } from './config';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { RedisModule } from './redis';

/** What both the HTTP process and the worker process need. */
@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
    LoggingModule,
    DatabaseModule,
    RedisModule,
    MailModule,
  ],
})
export class CoreModule {}
