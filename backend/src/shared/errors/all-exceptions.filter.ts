import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { STATUS_CODES } from 'node:http';
import { CommonError } from './common.errors';
import { DomainException, ErrorDefinition } from './domain.exception';

interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  code: string;
  [extra: string]: unknown;
}

const CODE_BY_STATUS: Partial<Record<number, ErrorDefinition>> = {
  [HttpStatus.UNAUTHORIZED]: CommonError.Unauthenticated,
  [HttpStatus.FORBIDDEN]: CommonError.Forbidden,
  [HttpStatus.NOT_FOUND]: CommonError.NotFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: CommonError.PayloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: CommonError.TooManyRequests,
};

function bodyFor(definition: ErrorDefinition, message = definition.message): ErrorBody {
  return {
    statusCode: definition.status,
    message,
    error: STATUS_CODES[definition.status] ?? 'Error',
    code: definition.code,
  };
}

/** What the request parsers' error types mean; the types come from body-parser and shared/http. */
const BODY_ERRORS: Record<string, ErrorDefinition> = {
  'entity.parse.failed': CommonError.MalformedJson,
  'entity.too.large': CommonError.PayloadTooLarge,
  'parameters.too.many': CommonError.PayloadTooLarge,
  'json.too.deep': CommonError.JsonTooDeep,
  'query.malformed': CommonError.MalformedQuery,
  'charset.unsupported': CommonError.UnsupportedMediaType,
  'encoding.unsupported': CommonError.UnsupportedMediaType,
};

/**
 * The body of a request-reading error (body-parser's, marked by `type`, or any http-errors client
 * error it passes on, such as a corrupt gzip stream); null for anything else.
 */
export function bodyParserErrorBody(error: unknown): ErrorBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return bodyFor(known);
  const isClientError =
    expose === true && typeof status === 'number' && status >= 400 && status < 500;
  if (!isClientError) return null;
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return bodyFor(CommonError.PayloadTooLarge);
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
    return bodyFor(CommonError.UnsupportedMediaType);
  return bodyFor(CommonError.MalformedBody);
}

function httpExceptionBody(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const message =
    typeof response === 'string'
      ? response
      : [(response as { message?: unknown }).message].flat().filter(Boolean).join(', ') ||
        exception.message;
  const known = CODE_BY_STATUS[status];
  if (known) return bodyFor(known, status === HttpStatus.NOT_FOUND ? known.message : message);
  return {
    statusCode: status,
    message,
    error: STATUS_CODES[status] ?? 'Error',
    code: `HTTP_${status}`,
  };
}

/** The one place that turns any failure into the contract's error body; stacks stay in the logs. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception);
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainException) {
      return { ...bodyFor(exception.definition), ...exception.details };
    }
    if (exception instanceof ThrottlerException) return bodyFor(CommonError.TooManyRequests);
    if (exception instanceof HttpException) return httpExceptionBody(exception);
    return bodyParserErrorBody(exception) ?? bodyFor(CommonError.Internal);
  }
}
