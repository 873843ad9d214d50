import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import type { UserSubscription } from '../api/subscriptions-api';

interface Props {
  subscription: UserSubscription | null;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling takes effect at the period end: the text says until when access is kept. */
export function CancelSubscriptionDialog({
  subscription,
  isCancelling,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation('billing');
  // Keeps the text while the dialog fades out after the subscription was cleared.
  const [shown, setShown] = useState(subscription);
  if (subscription && subscription !== shown) setShown(subscription);
  return (
    <Dialog
      open={subscription !== null}
      onClose={onClose}
      aria-labelledby="cancel-subscription-title"
      aria-describedby="cancel-subscription-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cancel-subscription-title">{t('subscriptions.cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-subscription-text">
          {shown &&
            t('subscriptions.cancel.text', {
              plan: shown.plan.name,
              date: formatDate(shown.currentPeriodEnd),
            })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isCancelling}>
          {t('subscriptions.cancel.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={isCancelling}
          startIcon={isCancelling ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('subscriptions.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
