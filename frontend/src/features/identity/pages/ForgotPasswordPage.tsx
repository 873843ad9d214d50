import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Box, Button, Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { SubmitButton } from '../components/FormActions';
import { useForgotPassword } from '../hooks/use-forgot-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const { form, onSubmit, sentTo, tryAgain } = useForgotPassword();

  if (sentTo) {
    return (
      <AuthCard
        title={t('forgot.sentTitle')}
        icon={<MarkEmailReadIcon color="primary" sx={{ fontSize: 48 }} />}
      >
        <Typography align="center" sx={{ mb: 2 }}>
          <Trans
            t={t}
            i18nKey="forgot.sentText"
            values={{ email: sentTo }}
            components={{ strong: <strong /> }}
          />
        </Typography>
        <Typography align="center" color="text.secondary">
          {t('forgot.notReceived')}{' '}
          <Link
            component="button"
            type="button"
            onClick={tryAgain}
            sx={{ verticalAlign: 'baseline' }}
          >
            {t('forgot.tryAgain')}
          </Link>
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 3 }}>
          {t('forgot.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <SubmitButton isSubmitting={form.formState.isSubmitting}>{t('forgot.submit')}</SubmitButton>
      </Box>
      <Typography sx={{ mt: 3 }} align="center">
        <Link component={RouterLink} to="/login">
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
