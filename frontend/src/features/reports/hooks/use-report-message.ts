import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage } from '../../../shared/api';

/** A failed report call in words: this feature's text for its codes, else the shared one. */
export function useReportErrorMessage() {
  const { t, i18n } = useTranslation('reports');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallback: string) =>
      isApiError(error) && error.code && i18n.exists(`reports:errors.${error.code}`)
        ? t(`errors.${error.code}`)
        : errorMessage(error, fallback),
    [t, i18n, errorMessage],
  );
}
