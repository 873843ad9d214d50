import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { mockApi } from '../../../test/mock-api';
import { aFavorite } from '../test-fixtures';
import { useToggleFavorite } from './use-toggle-favorite';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi();
  api.signIn();
  api.routes['POST /api/favorites'] = api.json(201, { favorite: aFavorite({ id: 9 }) });
  api.routes['DELETE /api/favorites/9'] = api.json(200, { success: true });
});

describe('useToggleFavorite', () => {
  it('adds then removes, refreshing the favorites and analyzer caches', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['analyzer', 'list', {}], { data: [] });
    queryClient.setQueryData(['favorites', 'list', { page: 1, limit: 10 }], {
      favorites: [],
      total: 0,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useToggleFavorite(), { wrapper });

    let added: unknown;
    await act(async () => {
      added = await result.current.toggle({ recordId: 42, favorite: null });
    });
    expect(added).toMatchObject({ id: 9, analyzer_record_id: 42 });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/favorites',
      body: { analyzerRecordId: 42 },
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(['analyzer', 'list', {}])?.isInvalidated).toBe(true),
    );
    expect(
      queryClient.getQueryState(['favorites', 'list', { page: 1, limit: 10 }])?.isInvalidated,
    ).toBe(true);

    await act(async () => {
      expect(await result.current.toggle({ recordId: 42, favorite: { id: 9 } })).toBeNull();
    });
    expect(api.calledPaths().at(-1)).toBe('DELETE /favorites/9');
    expect(result.current.isBusy(42)).toBe(false);
  });
});
