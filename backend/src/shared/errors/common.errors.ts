import { HttpStatus } from '@nestjs/common';
import { ErrorDefinition } from './domain.exception';

export const CommonError = {
  ValidationFailed: {
    code: 'VALIDATION_FAILED',
    status: HttpStatus.BAD_REQUEST,
    message: 'The request contains invalid fields',
  },
  MalformedJson: {
    code: 'MALFORMED_JSON',
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body is not valid JSON',
  },
  JsonTooDeep: {
    code: 'JSON_TOO_DEEP',
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body nests arrays and objects too deeply',
  },
  MalformedQuery: {
    code: 'MALFORMED_QUERY',
    status: HttpStatus.BAD_REQUEST,
    message: 'The query string is not valid percent-encoded UTF-8',
  },
  MalformedBody: {
    code: 'MALFORMED_BODY',
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body could not be read',
  },
  UnsupportedMediaType: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'The request body must be UTF-8 JSON or a form, without an unknown content encoding',
  },
  Unauthenticated: {
    code: 'UNAUTHENTICATED',
    status: HttpStatus.UNAUTHORIZED,
    message: 'Authentication required',
  },
  Forbidden: {
    code: 'FORBIDDEN',
    status: HttpStatus.FORBIDDEN,
    message: 'You do not have permission to perform this action',
  },
  NotFound: { code: 'NOT_FOUND', status: HttpStatus.NOT_FOUND, message: 'Resource not found' },
  /** An account holds as many of something (webhooks, API keys, saved searches) as it may. */
  QuotaReached: {
    code: 'QUOTA_REACHED',
    status: HttpStatus.FORBIDDEN,
    message: 'Your account has reached the maximum number of these; delete one to add another',
  },
  TooManyRequests: {
    code: 'TOO_MANY_REQUESTS',
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many attempts. Please wait a minute and try again.',
  },
  PayloadTooLarge: {
    code: 'PAYLOAD_TOO_LARGE',
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'The request is too large',
  },
  Internal: {
    code: 'INTERNAL_ERROR',
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'An unexpected error occurred',
  },
} satisfies Record<string, ErrorDefinition>;
