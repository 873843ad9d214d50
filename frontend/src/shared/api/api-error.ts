export interface FieldError {
  field: string;
  message: string;
}

/** Every failed call becomes an ApiError: status 0 for network failures, the server's body otherwise. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors: FieldError[];
  readonly body?: unknown;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fieldErrors?: FieldError[]; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.body = options.body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const AUTH_ERROR_MESSAGE = 'Authentication error. Please login again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds an ApiError from the contract's error body `{ statusCode, message, error, code, errors? }`. */
export function apiErrorFromBody(status: number, body: unknown, statusText: string): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const raw = record.message;
  const message = Array.isArray(raw)
    ? raw.join(', ')
    : typeof raw === 'string' && raw
      ? raw
      : statusText || `HTTP ${status}`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const fieldErrors = Array.isArray(record.errors) ? (record.errors as FieldError[]) : [];
  return new ApiError(status, message, { code, fieldErrors, body });
}
