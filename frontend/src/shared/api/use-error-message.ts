import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

/** A body without its own message (a proxy's 502, an empty 500) gets the screen's fallback. */
const hasServerMessage = (body: unknown): boolean => {
  const message = (body as { message?: unknown } | undefined)?.message;
  return (typeof message === 'string' && message !== '') || Array.isArray(message);
};

/**
 * Turns a failed call into the text to show: the translation of its code when one exists,
 * else the server's message, else the screen's own fallback.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (isApiError(error)) {
        if (error.code && i18n.exists(`errors:${error.code}`)) return t(`errors:${error.code}`);
        if (hasServerMessage(error.body) || error.status === 0) return error.message;
        return fallback;
      } else if (error instanceof Error && error.message) {
        return error.message;
      }
      return fallback;
    },
    [t, i18n],
  );
}
