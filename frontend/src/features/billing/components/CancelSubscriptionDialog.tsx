import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={subscription !== null}
      title={t('subscriptions.cancel.title')}
      text={
        shown &&
        t('subscriptions.cancel.text', {
          plan: shown.plan.name,
          date: formatDate(shown.currentPeriodEnd),
        })
      }
      backLabel={t('subscriptions.cancel.keep')}
      confirmLabel={t('subscriptions.cancel.confirm')}
      confirmColor="error"
      isBusy={isCancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
