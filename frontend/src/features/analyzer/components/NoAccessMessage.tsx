import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec §1: a user with no assigned record is told to ask the administrator for access. */
export function NoAccessMessage() {
  const { t } = useTranslation('analyzer');
  return (
    <Alert severity="info" data-testid="no-access" sx={{ mt: 3 }}>
      <AlertTitle>{t('noAccess.title')}</AlertTitle>
      {t('noAccess.text')}
    </Alert>
  );
}
