import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_PREFIX, API_KEY_SCHEME } from '../auth';
import { REALTIME_EVENTS } from '../realtime/realtime-events';

/**
 * The OpenAPI document of every route, request and response body, plus the socket event
 * payloads (which no route returns), so the frontend's types are generated from one source.
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle("Analyseur d'entreprises API")
      .setVersion('1.0')
      .addBearerAuth()
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description:
            'An API key made on /settings/api-keys (Entreprise plan): acts as its owner on the ' +
            'routes that list this scheme only, 10 requests a second with RateLimit-* headers.',
        },
        API_KEY_SCHEME,
      )
      .build(),
    { extraModels: Object.values(REALTIME_EVENTS) },
  );
}
