import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/auth';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { useProfileForm } from '../hooks/use-profile-form';
import { SubmitButton } from './FormActions';

export function ProfileInfoForm({ user }: { user: User }) {
  const { t } = useTranslation('identity');
  const { form, onSubmit } = useProfileForm(user);
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('profile.info.title')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormTextField
            control={form.control}
            name="fullName"
            label={t('fields.fullName')}
            autoComplete="name"
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            helperText={t('profile.info.emailNote')}
            slotProps={{ input: { readOnly: true, sx: { bgcolor: 'action.hover' } } }}
          />
          <SubmitButton isSubmitting={form.formState.isSubmitting}>
            {t('profile.info.save')}
          </SubmitButton>
        </Box>
      </CardContent>
    </Card>
  );
}
