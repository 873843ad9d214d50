import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage } from '../../../shared/api';

/**
 * The text of a failed favorites call: this feature's translation of the server's code when it
 * has one (documents, enrichment), else the shared rules (errors.<CODE>, server message, fallback).
 */
export function useFavoriteError() {
  const { t, i18n } = useTranslation('favorites');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallback: string): string => {
      const code = isApiError(error) ? error.code : undefined;
      if (code && i18n.exists(`favorites:codes.${code}`)) return t(`codes.${code}`);
      return errorMessage(error, fallback);
    },
    [t, i18n, errorMessage],
  );
}
