import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { FullPageSpinner } from '../../../shared/ui/FullPageSpinner';
import { SubmitButton } from '../components/FormActions';
import { useResetPassword } from '../hooks/use-reset-password';

export function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const { token = '' } = useParams();
  const { status, email, form, onSubmit } = useResetPassword(token);

  if (status === 'checking') return <FullPageSpinner />;
  if (status === 'invalid') {
    return (
      <AuthCard
        title={t('reset.invalidTitle')}
        icon={<LinkOffIcon color="error" sx={{ fontSize: 48 }} />}
      >
        <Typography align="center" color="text.secondary">
          {t('reset.invalidText')}
        </Typography>
        <Button
          component={RouterLink}
          to="/forgot-password"
          variant="contained"
          fullWidth
          sx={{ mt: 3 }}
        >
          {t('reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle', { email })}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="newPassword"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton isSubmitting={form.formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}
