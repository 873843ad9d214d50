import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth';

/** Why the visitor is back on the login page: expired session or authentication error. */
export function SessionNotice() {
  const { t } = useTranslation();
  const { authError } = useSession();
  if (!authError) return null;
  return (
    <Alert severity="warning" sx={{ my: 2 }} data-testid="session-notice">
      {t(`session.${authError}`)}
    </Alert>
  );
}
