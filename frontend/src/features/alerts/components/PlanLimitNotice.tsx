import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePlanLimitText, type LimitKind } from '../hooks/use-plan-limit-text';
import { WatchSlotsNote } from './WatchSlotsNote';

/** The plan's limit is reached: what it allows, and the way to a larger plan. */
export function PlanLimitNotice({ kind }: { kind: LimitKind }) {
  const { t } = useTranslation('alerts');
  const text = usePlanLimitText();
  return (
    <Alert
      severity="warning"
      data-testid="plan-limit"
      action={
        <Button component={RouterLink} to="/subscriptions" color="inherit" size="small">
          {t('limits.upgrade')}
        </Button>
      }
    >
      {text(kind)}
      {kind === 'watches' && <WatchSlotsNote />}
    </Alert>
  );
}
