import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createHttpApp } from './http-app';
import { ConfigError, validateEnvironment } from './shared/config';
import { loadAppConfig } from './shared/config/app.config';
import { startWorker } from './worker';

async function bootstrap(): Promise<void> {
  const { processRole, port, appUrl } = loadAppConfig(process.env);
  if (processRole === 'worker') return startWorker();
  const app = await createHttpApp();
  await app.listen(port);
  new Logger('Bootstrap').log(`API ready on port ${port} (role ${processRole}); open ${appUrl}`);
}

try {
  validateEnvironment();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
bootstrap().catch((error: Error) => {
  console.error(`Start-up failed: ${error.message}`);
  process.exit(1);
});
