/**
 * The one query-key shape: `[feature, kind, params?]` (kind: 'list', 'detail' or a named read),
 * built only by a feature's `…Keys` factory so that `[feature]` invalidates all of a feature.
 * The analyzer's factory lives here because favorites and alerts, which the analyzer imports,
 * refresh its results too.
 */
export const analyzerKeys = {
  all: ['analyzer'] as const,
  lists: () => [...analyzerKeys.all, 'list'] as const,
  list: <Query extends object>(query: Query) => [...analyzerKeys.lists(), query] as const,
  access: () => [...analyzerKeys.all, 'access'] as const,
  detail: (id: string | number) => [...analyzerKeys.all, 'detail', String(id)] as const,
  openingCost: (id: string | number) => [...analyzerKeys.all, 'opening-cost', String(id)] as const,
  /** The catalogue's coverage: the same for every user. */
  coverage: () => [...analyzerKeys.all, 'coverage'] as const,
};
