import { INestApplication, Logger, Type, ValidationPipe } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger as PinoLogger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { QUEUE_BOARD_PATH, QueueBoard } from './modules/admin';
import { appConfig, redisConfig } from './shared/config';
import { validationException } from './shared/errors';
import { requestBodyParsers } from './shared/http';
import { createApiDocument } from './shared/openapi';
import { RedisIoAdapter } from './shared/realtime';
import { StorableValuesPipe } from './shared/validation';

export const API_PREFIX = 'api';

function serveFrontend(app: NestExpressApplication, distDir: string): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    new Logger('Frontend').warn(`No built frontend at ${distDir}; run "npm run build" to serve it`);
    return;
  }
  app.useStaticAssets(distDir, { index: false, maxAge: '1h' });
  // History fallback: client routes get index.html, API and socket paths never do.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isClientRoute =
      req.method === 'GET' &&
      !req.path.startsWith(`/${API_PREFIX}/`) &&
      req.path !== `/${API_PREFIX}` &&
      !req.path.startsWith('/socket.io');
    if (isClientRoute) res.sendFile(indexHtml);
    else next();
  });
}

/**
 * Node closes an idle connection after 5 s by default, while a proxy in front keeps reusing its
 * idle ones longer (deploy/Caddyfile: 60 s): a request sent as the server closes one fails with
 * "other side closed". Outlive the proxy; wait for a request's headers a little longer still.
 */
function keepIdleConnectionsOpen(server: Server, keepAliveTimeoutMs: number): void {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1000;
}

function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, createApiDocument(app));
}

/** The HTTP application exactly as production runs it; tests build theirs with this too. */
export async function createHttpApp(rootModule: Type = AppModule): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, {
    bufferLogs: true,
    bodyParser: false,
  });
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  keepIdleConnectionsOpen(app.getHttpServer() as Server, config.keepAliveTimeoutMs);
  // Behind the compose file's proxy, the client's address (rate limits per IP, logs) is the one
  // it forwards; without a proxy, a client's own X-Forwarded-For is never believed.
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  app.useLogger(app.get(PinoLogger));
  // socket.io through Redis, so job events published by any process reach this one's sockets.
  app.useWebSocketAdapter(
    new RedisIoAdapter(app, app.get<{ url: string; keyPrefix: string }>(redisConfig.KEY)),
  );
  const strict = helmet({ crossOriginEmbedderPolicy: false });
  // Bull Board's page runs an inline bootstrap script; it alone goes without a CSP.
  const queueBoardHeaders = helmet({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: false,
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith(QUEUE_BOARD_PATH) ? queueBoardHeaders : strict)(req, res, next),
  );
  app.enableCors({ origin: config.appUrl, credentials: true });
  app.setGlobalPrefix(API_PREFIX);
  // Our own body parsers, so malformed or hostile bodies get the contract's error body and code.
  app.use(
    ...requestBodyParsers((req) => req.originalUrl.startsWith(`/${API_PREFIX}/payments/webhook`)),
  );
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationException,
    }),
    new StorableValuesPipe(),
  );
  app.enableShutdownHooks();
  setUpOpenApi(app);
  app.get(QueueBoard).mount(app.getHttpAdapter().getInstance());
  serveFrontend(app, config.frontendDist);
  return app;
}
