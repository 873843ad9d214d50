import { ConfigError } from './env';
import { validateEnvironment } from './index';

/** Entry points: a bad configuration or a failed start ends the process with one line. */
export function runProcess(name: string, start: () => Promise<void>): void {
  try {
    validateEnvironment();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  start().catch((error: Error) => {
    console.error(`${name} start-up failed: ${error.message}`);
    process.exit(1);
  });
}
