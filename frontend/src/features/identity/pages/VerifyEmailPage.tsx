import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FullPageSpinner } from '../../../shared/ui/FullPageSpinner';
import { useResendVerification } from '../hooks/use-resend-verification';
import { useVerifyEmail } from '../hooks/use-verify-email';

export function VerifyEmailPage() {
  const { t } = useTranslation('identity');
  const { token } = useParams();
  const { status, email, failure, knownEmail } = useVerifyEmail(token);
  const resend = useResendVerification();

  if (status === 'checking') return <FullPageSpinner />;
  if (status === 'alreadyVerified') {
    return (
      <AuthCard
        title={t('verify.alreadyTitle')}
        icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}
      >
        <Typography align="center" color="text.secondary">
          {t('verify.alreadyText', { email })}
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 3 }}>
          {t('verify.logIn')}
        </Button>
      </AuthCard>
    );
  }
  if (status === 'verified') {
    return (
      <AuthCard
        title={t('verify.successTitle')}
        icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}
      >
        <Typography align="center" color="text.secondary">
          {t('verify.successText', { email })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/analyzer" variant="contained" fullWidth>
            {t('verify.goToAnalyzer')}
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" fullWidth>
            {t('verify.goHome')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('verify.failedTitle')}
      icon={<ErrorIcon color="error" sx={{ fontSize: 56 }} />}
    >
      <Typography align="center" color="text.secondary" role="alert">
        {failure}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        {knownEmail && (
          <Button
            variant="contained"
            disabled={resend.isPending}
            onClick={() => resend.resend(knownEmail)}
          >
            {t('verify.resend')}
          </Button>
        )}
        <Button component={RouterLink} to="/login" variant={knownEmail ? 'outlined' : 'contained'}>
          {t('verify.backToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
