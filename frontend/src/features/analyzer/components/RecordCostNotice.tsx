import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  cost: number;
  balance: number;
  onConfirm: () => void;
}

/** Asked before a record that takes a credit is opened; without enough credits, where to buy. */
export function RecordCostNotice({ cost, balance, onConfirm }: Props) {
  const { t } = useTranslation('analyzer');
  const canPay = balance >= cost;
  return (
    <Alert
      severity={canPay ? 'info' : 'warning'}
      sx={{ mb: 2 }}
      action={
        canPay ? (
          <Button color="inherit" size="small" onClick={onConfirm}>
            {t('openingCost.continue')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/credits" color="inherit" size="small">
            {t('detail.buyCredits')}
          </Button>
        )
      }
    >
      {t(canPay ? 'openingCost.confirm' : 'openingCost.insufficient', { count: cost, balance })}
    </Alert>
  );
}
