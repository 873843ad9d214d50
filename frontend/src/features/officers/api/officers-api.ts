import { api } from '../../../shared/api';
import type { OfficerSearchResponse } from '../types';

export const officersApi = {
  search: (name: string): Promise<OfficerSearchResponse> =>
    api.get('/api/officers', { params: { query: { name } } }),
};

export const officersKeys = {
  all: ['officers'] as const,
  search: (name: string) => [...officersKeys.all, 'search', name] as const,
};
