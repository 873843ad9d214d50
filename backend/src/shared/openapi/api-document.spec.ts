import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module';
import { REALTIME_EVENTS } from '../realtime';
import { createApiDocument } from './api-document';

async function documentOf(rootModule: object) {
  const app = await NestFactory.create(rootModule as never, { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const document = createApiDocument(app);
  await app.close();
  return document;
}

describe('the API document', () => {
  it('describes a response body for every route, and the socket event payloads', async () => {
    const document = await documentOf(AppModule);
    const withoutBody = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { responses?: object }>)
        // A 204 (CONTRACT 7.7's account deletion) has no body by definition.
        .filter(([, operation]) => !('204' in (operation.responses ?? {})))
        .filter(([, operation]) =>
          Object.values(operation.responses ?? {}).every((response) => !response.content),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withoutBody).toEqual([]);
    const schemas = Object.keys(document.components?.schemas ?? {});
    for (const payload of Object.values(REALTIME_EVENTS)) expect(schemas).toContain(payload.name);
  });
});
