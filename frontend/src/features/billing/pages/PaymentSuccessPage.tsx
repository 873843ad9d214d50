import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { usePaymentSuccess } from '../hooks/use-payment-result';

export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  const { type, isConfirming, continueTo } = usePaymentSuccess();
  return (
    <AuthCard
      title={t('success.title')}
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}
    >
      {isConfirming ? (
        <Stack alignItems="center" spacing={2} sx={{ py: 2 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">{t('success.processing')}</Typography>
        </Stack>
      ) : (
        <>
          <Typography align="center" color="text.secondary">
            {t(`success.text.${type}`)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button component={RouterLink} to={continueTo} variant="contained" fullWidth>
              {t('success.continue')}
            </Button>
            <Button component={RouterLink} to="/" variant="outlined" fullWidth>
              {t('success.backHome')}
            </Button>
          </Stack>
        </>
      )}
    </AuthCard>
  );
}
