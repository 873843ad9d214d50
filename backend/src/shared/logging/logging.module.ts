import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { appConfig } from '../config';
import { logDestination } from './log-destination';
import { errorForLog, requestForLog } from './log-redaction';

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => {
        const options: Options = {
          level: app.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
          // No secret of a URL (e-mailed tokens, the job board's ticket) nor a failed
          // statement's values (a password hash) reaches the logs.
          serializers: { req: requestForLog, err: errorForLog },
          autoLogging: { ignore: (req) => req.url === '/api/health' },
        };
        const destination = logDestination();
        return { pinoHttp: destination ? [options, destination] : options };
      },
    }),
  ],
})
export class LoggingModule {}
