import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { runProcess } from './shared/config/run-process';
import { WorkerModule } from './worker.module';

export async function startWorker(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks();
  await app.init();
  new Logger('Bootstrap').log('Worker ready (no HTTP listener)');
}

if (require.main === module) runProcess('Worker', startWorker);
