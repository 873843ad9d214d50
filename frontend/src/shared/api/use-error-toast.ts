import { useEffect, useRef } from 'react';
import { useToast } from '../ui/toast';

/**
 * Shows an error toast once per failure of a query: pass the query's error and the time it
 * was last updated (errorUpdatedAt), and the message to show (null shows nothing).
 */
export function useErrorToast(
  error: unknown,
  errorUpdatedAt: number,
  message: (error: unknown) => string | null,
): void {
  const toast = useToast();
  const shown = useRef(0);
  const latest = useRef(message);
  latest.current = message;
  useEffect(() => {
    if (!error || errorUpdatedAt === 0 || shown.current === errorUpdatedAt) return;
    shown.current = errorUpdatedAt;
    const text = latest.current(error);
    if (text) toast.error(text);
  }, [error, errorUpdatedAt, toast]);
}
