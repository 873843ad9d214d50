import type { Location } from 'react-router-dom';

/** What the guards hand to /login: the page asked for, to return to after signing in. */
export interface ReturnState {
  from: string;
}

export function returnStateFor(location: Location): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The path to go back to, only when it stays on this site: a path that starts with one "/"
 * (not "//host" nor "/\host", which browsers read as another origin).
 */
export function safeReturnPath(state: unknown): string | null {
  const from = (state as Partial<ReturnState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  if (from.startsWith('//') || from.startsWith('/\\')) return null;
  return from;
}
