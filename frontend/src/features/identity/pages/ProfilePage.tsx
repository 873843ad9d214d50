import { Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { EmailAlertsCard } from '../../alerts';
import { AccountInfoCard } from '../components/AccountInfoCard';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileInfoForm } from '../components/ProfileInfoForm';
import { YourDataCard } from '../components/YourDataCard';

export function ProfilePage() {
  const { t } = useTranslation('identity');
  const { user } = useSession();
  if (!user) return null;
  return (
    <PageContainer title={t('profile.title')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <ProfileInfoForm user={user} />
            <ChangePasswordForm />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <AccountInfoCard user={user} />
            <EmailAlertsCard />
            <YourDataCard />
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
