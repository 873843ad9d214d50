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
import { isTrialing } from '../api/subscriptions-api';
import type { PlanChange } from '../hooks/use-change-plan';

interface Props {
  change: PlanChange | null;
  isChanging: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Says when the new plan applies and what is charged before the user confirms. */
export function ChangePlanDialog({ change, isChanging, onConfirm, onClose }: Props) {
  const { t } = useTranslation('billing');
  const [shown, setShown] = useState(change);
  if (change && change !== shown) setShown(change);
  const text = () => {
    if (!shown) return '';
    const { subscription, plan } = shown;
    const values = {
      plan: plan.name,
      current: subscription.plan.name,
      date: formatDate(subscription.currentPeriodEnd),
    };
    if (plan.id === subscription.subscriptionPlanId) return t('plans.change.keepText', values);
    if (plan.price < subscription.plan.price) return t('plans.change.downgradeText', values);
    return isTrialing(subscription)
      ? t('plans.change.upgradeTrialText', values)
      : t('plans.change.upgradeText', values);
  };
  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      aria-labelledby="change-plan-title"
      aria-describedby="change-plan-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="change-plan-title">
        {shown && t('plans.change.title', { plan: shown.plan.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="change-plan-text">{text()}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={isChanging}>
          {t('plans.change.back')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={isChanging}
          startIcon={isChanging ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('plans.change.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
