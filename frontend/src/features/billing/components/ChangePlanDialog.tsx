import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={change !== null}
      title={shown && t('plans.change.title', { plan: shown.plan.name })}
      text={text()}
      backLabel={t('plans.change.back')}
      confirmLabel={t('plans.change.confirm')}
      isBusy={isChanging}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
