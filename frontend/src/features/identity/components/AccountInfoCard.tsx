import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/auth';
import { formatDate } from '../../../shared/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      justifyContent="space-between"
      alignItems="center"
      spacing={2}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ textAlign: 'right', wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function AccountInfoCard({ user }: { user: User }) {
  const { t } = useTranslation('identity');
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('profile.account.title')}
        </Typography>
        <Row label={t('profile.account.role')}>
          <Chip
            size="small"
            color={user.role === 'admin' ? 'secondary' : 'default'}
            label={t(`profile.roles.${user.role}`)}
          />
        </Row>
        <Row label={t('profile.account.emailStatus')}>
          <Chip
            size="small"
            color={user.isVerified ? 'success' : 'warning'}
            label={
              user.isVerified ? t('profile.account.verified') : t('profile.account.notVerified')
            }
          />
        </Row>
        <Row label={t('profile.account.memberSince')}>{formatDate(user.createdAt)}</Row>
        <Row label={t('profile.account.id')}>{user.id}</Row>
      </CardContent>
    </Card>
  );
}
