import { Alert, AlertTitle, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Spec §1: a user with no assigned record is told to ask the administrator for access; every plan
 * opens the whole catalogue (CONTRACT §7.2), so the way to subscribe is given too.
 */
export function NoAccessMessage() {
  const { t } = useTranslation('analyzer');
  return (
    <Alert severity="info" data-testid="no-access" sx={{ mt: 3 }}>
      <AlertTitle>{t('noAccess.title')}</AlertTitle>
      {t('noAccess.text')}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to="/subscriptions">
          {t('noAccess.subscribe')}
        </Link>
      </Typography>
    </Alert>
  );
}
