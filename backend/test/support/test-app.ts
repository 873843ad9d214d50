import { Type } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createHttpApp } from '../../src/http-app';
import { SmtpCapture } from './smtp-capture';

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  mail: SmtpCapture;
  close(): Promise<void>;
}

/** The real HTTP app on the throwaway database, real Redis (own key prefix) and a captured SMTP. */
export async function startTestApp(
  env: Record<string, string> = {},
  rootModule?: Type,
): Promise<TestApp> {
  const mail = new SmtpCapture();
  Object.assign(process.env, {
    SMTP_URL: await mail.start(),
    REDIS_KEY_PREFIX: `test-${randomUUID()}`,
    APP_URL: 'http://app.test',
    ...env,
  });
  const app = await createHttpApp(rootModule);
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    mail,
    close: async () => {
      await app.close();
      await mail.stop();
    },
  };
}
