import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { OfficerResults } from '../components/OfficerResults';
import { OfficerSearchForm } from '../components/OfficerSearchForm';
import { useOfficerSearch } from '../hooks/use-officer-search';

/** /officers?name=: the companies the user sees whose notices name an officer of that name. */
export function OfficersPage() {
  const { t } = useTranslation('officers');
  const errorMessage = useErrorMessage();
  const { name, search, result, isLoading, error } = useOfficerSearch();
  return (
    <PageContainer title={t('title')} maxWidth="md">
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <OfficerSearchForm name={name} onSearch={search} />
        <Alert severity="info" data-testid="officers-namesakes">
          {t('namesakes')}
        </Alert>
        {error ? (
          <Alert severity="error">{errorMessage(error, t('errors.load'))}</Alert>
        ) : isLoading ? (
          <Stack sx={{ py: 4, alignItems: 'center' }}>
            <CircularProgress aria-label={t('loading')} />
          </Stack>
        ) : (
          result && (
            <>
              <Typography
                variant="subtitle1"
                component="p"
                data-testid="officers-total"
                aria-live="polite"
              >
                {result.total ? t('total', { count: result.total, name }) : t('none', { name })}
              </Typography>
              {result.truncated && <Alert severity="warning">{t('truncated')}</Alert>}
              <OfficerResults officers={result.officers} />
            </>
          )
        )}
      </Stack>
    </PageContainer>
  );
}
