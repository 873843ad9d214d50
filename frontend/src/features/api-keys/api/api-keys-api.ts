import { api, type ApiSchemas } from '../../../shared/api';

export type ApiKey = ApiSchemas['ApiKeyResponse'];
export type CreatedApiKey = ApiSchemas['CreatedApiKeyResponse'];

export const apiKeysApi = {
  list: () => api.get('/api/api-keys').then((body) => body.apiKeys),
  create: (name: string): Promise<CreatedApiKey> => api.post('/api/api-keys', { body: { name } }),
  revoke: (id: number) => api.delete('/api/api-keys/{id}', { params: { path: { id } } }),
};

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
};
