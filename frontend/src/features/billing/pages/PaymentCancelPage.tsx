import CancelIcon from '@mui/icons-material/Cancel';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { usePaymentCancel } from '../hooks/use-payment-result';

export function PaymentCancelPage() {
  const { t } = useTranslation('billing');
  const { retryTo } = usePaymentCancel();
  return (
    <AuthCard title={t('cancel.title')} icon={<CancelIcon color="warning" sx={{ fontSize: 56 }} />}>
      <Typography align="center" color="text.secondary">
        {t('cancel.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={retryTo} variant="contained" fullWidth>
          {t('cancel.tryAgain')}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined" fullWidth>
          {t('cancel.backHome')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
