import { Alert, AlertTitle, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEntitlements } from '../../billing';

/**
 * A user who sees no record yet. Without a plan, the way in is a plan and its trial (every plan
 * opens the whole catalogue, CONTRACT §7.2); with one, only the administrator can help (spec §1).
 */
export function NoAccessMessage() {
  const { t } = useTranslation('analyzer');
  const { entitlements, isLoading } = useEntitlements();
  const hasPlan = Boolean(entitlements?.plan);
  return (
    <Alert severity="info" data-testid="no-access" sx={{ mt: 3 }}>
      <AlertTitle>{t('noAccess.title')}</AlertTitle>
      {isLoading ? null : hasPlan ? (
        t('noAccess.text')
      ) : (
        <>
          {t('noAccess.noPlan')}
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link component={RouterLink} to="/subscriptions">
              {t('noAccess.seePlans')}
            </Link>
          </Typography>
        </>
      )}
    </Alert>
  );
}
