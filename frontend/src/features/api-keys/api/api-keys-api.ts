import { http, type ApiSchemas } from '../../../shared/api';

export type ApiKey = ApiSchemas['ApiKeyResponse'];
export type CreatedApiKey = ApiSchemas['CreatedApiKeyResponse'];

export const apiKeysApi = {
  list: () => http.get<ApiSchemas['ApiKeyListResponse']>('/api-keys').then((body) => body.apiKeys),
  create: (name: string) => http.post<CreatedApiKey>('/api-keys', { name }),
  revoke: (id: number) => http.delete<void>(`/api-keys/${encodeURIComponent(String(id))}`),
};

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
};
