import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_FADE_MS, ToastContext } from './toast-context';
import { useToastQueue } from './use-toast-queue';

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { toasts, api } = useToastQueue();
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        aria-label={t('toast.region')}
        sx={{
          position: 'fixed',
          top: { xs: 64, sm: 76 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          maxWidth: { sm: 420 },
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            data-testid="toast"
            data-type={toast.type}
            severity={toast.type}
            variant="filled"
            role={toast.type === 'error' ? 'alert' : 'status'}
            onClose={() => api.dismiss(toast.id)}
            slotProps={{ closeButton: { title: t('toast.close'), 'aria-label': t('toast.close') } }}
            sx={{
              pointerEvents: 'auto',
              boxShadow: 3,
              opacity: toast.leaving ? 0 : 1,
              transition: `opacity ${TOAST_FADE_MS}ms ease`,
            }}
          >
            {toast.message}
          </Alert>
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
