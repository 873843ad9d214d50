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

/** body-parser marks its errors with a `type`; null for anything else. */
export function bodyParserErrorBody(error: unknown): ErrorBody | null {
  const type =
    typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (type === 'entity.parse.failed') return bodyFor(CommonError.MalformedJson);
  if (type === 'entity.too.large') return bodyFor(CommonError.PayloadTooLarge);
  return null;
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
