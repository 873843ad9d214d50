import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse } from '../../../test/render';
import { aFavorite } from '../test-fixtures';
import type { Favorite } from '../types';
import { useFavoritesList } from './use-favorites-list';
import { useToggleFavorite } from './use-toggle-favorite';

let api: ReturnType<typeof mockApi>;
let saved: Favorite[];

beforeEach(() => {
  saved = [];
  api = mockApi();
  api.signIn();
  api.routes['GET /api/favorites?page=1&limit=10'] = () =>
    jsonResponse(200, { favorites: saved, total: saved.length, page: 1, limit: 10 });
  api.routes['POST /api/favorites'] = () => {
    saved = [aFavorite({ id: 9, analyzer_record_id: 42 })];
    return jsonResponse(201, { favorite: saved[0] });
  };
  api.routes['DELETE /api/favorites/9'] = () => {
    saved = [];
    return jsonResponse(200, { success: true });
  };
});

const analyzerRecord = { id: 42, isFavorite: false, favorite: null };

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['analyzer', 'list', {}], { data: [analyzerRecord], meta: {} });
  queryClient.setQueryData(['analyzer', 'detail', '42'], analyzerRecord);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  );
  const openFavoritesList = async () => {
    const list = renderHook(() => useFavoritesList(), { wrapper });
    await waitFor(() => expect(list.result.current.isLoading).toBe(false));
    return list;
  };
  const toggler = renderHook(() => useToggleFavorite(), { wrapper });
  return { queryClient, openFavoritesList, toggler };
}

describe('useToggleFavorite', () => {
  it('a favorite added in the Analyzer is in the favorites list without a reload', async () => {
    const { queryClient, openFavoritesList, toggler } = setup();
    // The list was seen empty before, and is still fresh in the cache.
    (await openFavoritesList()).unmount();

    let added: unknown;
    await act(async () => {
      added = await toggler.result.current.toggle({ recordId: 42, favorite: null });
    });
    expect(added).toMatchObject({ id: 9, analyzer_record_id: 42 });
    expect(api.requests.at(-1)).toMatchObject({ method: 'POST', body: { analyzerRecordId: 42 } });

    const list = await openFavoritesList();
    await waitFor(() => expect(list.result.current.favorites.map((f) => f.id)).toEqual([9]));
    const marked = { isFavorite: true, favorite: { id: 9 } };
    expect(queryClient.getQueryData(['analyzer', 'list', {}])).toMatchObject({ data: [marked] });
    expect(queryClient.getQueryData(['analyzer', 'detail', '42'])).toMatchObject(marked);
    expect(queryClient.getQueryData(['favorites', 'check', 42])).toEqual(marked);
  });

  it('a removal drops the row at once and unmarks the record everywhere', async () => {
    saved = [aFavorite({ id: 9, analyzer_record_id: 42 })];
    const { queryClient, openFavoritesList, toggler } = setup();
    const list = await openFavoritesList();
    expect(list.result.current.total).toBe(1);

    await act(async () => {
      expect(await toggler.result.current.toggle({ recordId: 42, favorite: { id: 9 } })).toBeNull();
    });
    expect(api.calledPaths().at(-2)).toBe('DELETE /favorites/9');
    await waitFor(() => expect(list.result.current.total).toBe(0));
    expect(queryClient.getQueryData(['favorites', 'check', 42])).toEqual({
      isFavorite: false,
      favorite: null,
    });
    expect(toggler.result.current.isBusy(42)).toBe(false);
  });

  it('only logs a failure and leaves the caches as they were', async () => {
    api.routes['POST /api/favorites'] = api.json(500, { statusCode: 500, message: 'down' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient, toggler } = setup();
    await act(async () => {
      expect(await toggler.result.current.toggle({ recordId: 42, favorite: null })).toBeUndefined();
    });
    expect(logged).toHaveBeenCalled();
    expect(queryClient.getQueryData(['analyzer', 'detail', '42'])).toEqual(analyzerRecord);
  });
});
