import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/** The full-width submit button of an account form, busy while submitting. */
export function SubmitButton({
  isSubmitting,
  children,
}: {
  isSubmitting: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}
