import { Module, RequestMethod } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { startTime, type Options } from 'pino-http';
import { appConfig } from '../config';
import { logDestination } from './log-destination';
import { isPretty, prettyStream, startUpInventoryAtDebug } from './log-format';
import { errorForLog, redactApiKeys, requestForLog } from './log-redaction';
import { requestLogLevel } from './request-log-level';

/** Nest 11's path syntax; nestjs-pino's default ('*') makes Nest warn about "/api/*". */
const EVERY_ROUTE = [{ path: '{*path}', method: RequestMethod.ALL }];

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
          // A request that broke off before any answer (the client went away) is a warning.
          customLogLevel: (_req, res, err) =>
            err && res.statusCode < 400
              ? 'warn'
              : requestLogLevel(res.statusCode, Date.now() - res[startTime]),
          // The last word on every line, whichever field or message carries an API key.
          hooks: { ...startUpInventoryAtDebug, streamWrite: redactApiKeys },
        };
        const destination = logDestination();
        if (destination) return { pinoHttp: [options, destination], forRoutes: EVERY_ROUTE };
        const pretty = isPretty(app.logFormat, app.nodeEnv, Boolean(process.stdout.isTTY));
        return {
          pinoHttp: pretty ? [options, prettyStream()] : options,
          forRoutes: EVERY_ROUTE,
        };
      },
    }),
  ],
})
export class LoggingModule {}
