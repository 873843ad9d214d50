import { Box, Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { SubmitButton } from '../components/FormActions';
import { useRegisterForm } from '../hooks/use-register-form';

export function RegisterPage() {
  const { t } = useTranslation('identity');
  const { form, onSubmit } = useRegisterForm();
  const { control, formState } = form;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="fullName"
          label={t('fields.fullName')}
          autoComplete="name"
          autoFocus
        />
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans
            t={t}
            i18nKey="register.consent"
            components={{
              terms: <Link component={RouterLink} to="/terms" />,
              privacy: <Link component={RouterLink} to="/privacy" />,
            }}
          />
        </Typography>
        <SubmitButton isSubmitting={formState.isSubmitting}>{t('register.submit')}</SubmitButton>
      </Box>
      <Typography sx={{ mt: 3 }} align="center">
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('register.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
