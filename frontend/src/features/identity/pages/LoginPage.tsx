import { Alert, Box, Button, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { SubmitButton } from '../components/FormActions';
import { SessionNotice } from '../components/SessionNotice';
import { useLoginForm } from '../hooks/use-login-form';
import { useResendVerification } from '../hooks/use-resend-verification';

export function LoginPage() {
  const { t } = useTranslation('identity');
  const { form, onSubmit, unverifiedEmail } = useLoginForm();
  const resend = useResendVerification();
  const { control, formState } = form;
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <SessionNotice />
      {unverifiedEmail && (
        <Alert
          severity="info"
          sx={{ my: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={resend.isPending}
              onClick={() => resend.resend(unverifiedEmail)}
            >
              {t('login.resend')}
            </Button>
          }
        >
          {t('login.notVerified')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('login.rememberMe')}
              />
            )}
          />
          <Link component={RouterLink} to="/forgot-password">
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <SubmitButton isSubmitting={formState.isSubmitting}>{t('login.submit')}</SubmitButton>
      </Box>
      <Typography sx={{ mt: 3 }} align="center">
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to="/register">
          {t('login.createAccount')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
