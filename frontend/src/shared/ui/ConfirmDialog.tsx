import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  backLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question with a way back and a confirmation that shows its progress. */
export function ConfirmDialog({ confirmColor = 'primary', ...props }: Props) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose} disabled={props.isBusy}>
          {props.backLabel}
        </Button>
        <Button
          color={confirmColor}
          variant="contained"
          onClick={props.onConfirm}
          disabled={props.isBusy}
          startIcon={props.isBusy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
