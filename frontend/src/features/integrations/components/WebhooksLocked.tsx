import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Without the plan: what webhooks do, and which plan opens them. */
export function WebhooksLocked() {
  const { t } = useTranslation('integrations');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }} data-testid="webhooks-locked">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockOutlinedIcon color="action" />
          <Typography variant="h6" component="h2">
            {t('locked.title')}
          </Typography>
        </Stack>
        <Typography>{t('locked.what')}</Typography>
        <Typography color="text.secondary">{t('locked.plan')}</Typography>
        <Button component={RouterLink} to="/subscriptions" variant="contained">
          {t('locked.toPlans')}
        </Button>
      </Stack>
    </Paper>
  );
}
