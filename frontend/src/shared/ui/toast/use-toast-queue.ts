import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  type Toast,
  type ToastApi,
  type ToastType,
} from './toast-context';

/**
 * Toast state: each toast fades out (300 ms) after its duration, or at once when closed; a new
 * toast beyond MAX_TOASTS drops the oldest, so a burst never covers the page.
 */
export function useToastQueue(): { toasts: Toast[]; api: ToastApi } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const remove = useCallback((id: number) => {
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id));
      setToasts((list) =>
        list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)),
      );
      timers.current.set(
        id,
        setTimeout(() => remove(id), TOAST_FADE_MS),
      );
    },
    [remove],
  );

  const show = useCallback(
    (message: string, type: ToastType = 'info', duration = TOAST_DURATION_MS) => {
      const id = nextId.current++;
      setToasts((list) => {
        const stacked = [...list, { id, message, type, duration, leaving: false }];
        const dropped = stacked.slice(0, -MAX_TOASTS);
        dropped.forEach((toast) => {
          clearTimeout(timers.current.get(toast.id));
          timers.current.delete(toast.id);
        });
        return stacked.slice(-MAX_TOASTS);
      });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      warning: (message) => show(message, 'warning'),
      info: (message) => show(message, 'info'),
    }),
    [show, dismiss],
  );

  return { toasts, api };
}
