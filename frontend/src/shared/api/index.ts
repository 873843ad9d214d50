export {
  api,
  sessionlessApi,
  refreshSession,
  createApiClients,
  asFormData,
  binary,
  type ApiClient,
} from './api-client';
export { buildUrl, type QueryParams } from './query-string';
export { ApiError, isApiError, type FieldError } from './api-error';
export { authEvents, type LogoutReason } from './auth-events';
export { tokenStore, type TokenPair } from './tokens';
export { useErrorMessage } from './use-error-message';
export { applyServerFieldErrors } from './form-errors';
export { useErrorToast } from './use-error-toast';
export type { ApiSchemas, SocketEvents } from './generated/api-schema';
export { EXACT_TOTAL_LIMIT } from './page-meta';
export { analyzerKeys } from './query-keys';
