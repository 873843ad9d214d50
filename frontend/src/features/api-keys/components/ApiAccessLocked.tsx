import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The plan has no API access: what it does, which plan opens it, and the way to the plans. */
export function ApiAccessLocked() {
  const { t } = useTranslation('apiKeys');
  return (
    <Card data-testid="api-access-locked">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LockOutlinedIcon color="action" />
            <Typography variant="h5" component="h2">
              {t('locked.title')}
            </Typography>
          </Stack>
          <Typography>{t('locked.what')}</Typography>
          <Typography color="text.secondary">{t('locked.plan')}</Typography>
          <Button component={RouterLink} to="/subscriptions" variant="contained">
            {t('locked.toPlans')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
