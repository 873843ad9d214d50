import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createHttpApp } from './http-app';
import { loadAppConfig } from './shared/config/app.config';
import { runProcess } from './shared/config/run-process';
import { startWorker } from './worker';

async function bootstrap(): Promise<void> {
  const { processRole, port, appUrl } = loadAppConfig(process.env);
  if (processRole === 'worker') return startWorker();
  const app = await createHttpApp();
  await app.listen(port);
  new Logger('Bootstrap').log(`API ready on port ${port} (role ${processRole}); open ${appUrl}`);
}

runProcess('API', bootstrap);
