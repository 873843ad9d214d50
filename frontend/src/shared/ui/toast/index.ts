export { ToastProvider } from './ToastProvider';
export { useToast, TOAST_DURATION_MS, TOAST_FADE_MS, type ToastType } from './toast-context';
