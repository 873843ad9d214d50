import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import { SubmitButton } from './FormActions';

export function ChangePasswordForm() {
  const { t } = useTranslation('identity');
  const { form, onSubmit } = useChangePasswordForm();
  return (
    <Card id="password">
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('profile.password.title')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormTextField
            control={form.control}
            name="currentPassword"
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <FormTextField
            control={form.control}
            name="newPassword"
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={form.control}
            name="confirmPassword"
            label={t('fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton isSubmitting={form.formState.isSubmitting}>
            {t('profile.password.submit')}
          </SubmitButton>
        </Box>
      </CardContent>
    </Card>
  );
}
