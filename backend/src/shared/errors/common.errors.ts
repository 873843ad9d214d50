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
