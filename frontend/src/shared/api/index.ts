export { http, createHttpClient, buildUrl, type HttpClient, type QueryParams } from './http-client';
export { ApiError, isApiError, type FieldError } from './api-error';
export { authEvents, type LogoutReason } from './auth-events';
export { tokenStore, type TokenPair } from './tokens';
export { useErrorMessage } from './use-error-message';
export { applyServerFieldErrors } from './form-errors';
export { useErrorToast } from './use-error-toast';
export type { ApiSchemas, SocketEvents } from './generated/api-schema';
export { EXACT_TOTAL_LIMIT } from './page-meta';
