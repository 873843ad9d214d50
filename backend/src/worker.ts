import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { ConfigError, validateEnvironment } from './shared/config';
import { WorkerModule } from './worker.module';

export async function startWorker(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks();
  await app.init();
  new Logger('Bootstrap').log('Worker ready (no HTTP listener)');
}

if (require.main === module) {
  try {
    validateEnvironment();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  startWorker().catch((error: Error) => {
    console.error(`Worker start-up failed: ${error.message}`);
    process.exit(1);
  });
}
