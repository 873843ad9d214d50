import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
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
      .build(),
    { extraModels: Object.values(REALTIME_EVENTS) },
  );
}
