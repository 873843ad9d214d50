import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { isApiError, useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { RecordDetail } from '../components/RecordDetail';
import { RecordCostNotice } from '../components/RecordCostNotice';
import { useRecordOpening } from '../hooks/use-record-opening';
import { resultsPathFrom } from '../search-url';

/**
 * /analyzer/records/:recordId, linked from the favorites list, the credit history and the record
 * modal: the record as a page, asked for first when opening it takes a credit, whose back link
 * returns to the results it was opened from.
 */
export function RecordPage() {
  const { t } = useTranslation('analyzer');
  const { recordId = '' } = useParams();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const opening = useRecordOpening(recordId);
  const { data, error } = opening.record;
  const isPending = opening.record.isPending && !opening.pendingCost;
  const status = isApiError(error) ? error.status : null;
  return (
    <PageContainer title={data?.nom_complet ?? t('detail.title')} maxWidth="md">
      <Button
        component={RouterLink}
        to={resultsPathFrom(location.state)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {t('detail.back')}
      </Button>
      {opening.pendingCost ? (
        <RecordCostNotice
          cost={opening.pendingCost.cost}
          balance={opening.pendingCost.balance}
          onConfirm={opening.confirm}
        />
      ) : isPending && !error ? (
        <Stack sx={{ py: 6, alignItems: 'center' }}>
          <CircularProgress aria-label={t('table.loading')} />
        </Stack>
      ) : error ? (
        <Alert
          severity={status === 404 || status === 402 ? 'warning' : 'error'}
          action={
            status === 402 && (
              <Button component={RouterLink} to="/credits" color="inherit" size="small">
                {t('detail.buyCredits')}
              </Button>
            )
          }
        >
          {status === 404 ? t('detail.notFound') : errorMessage(error, t('detail.loadFailed'))}
        </Alert>
      ) : (
        data && (
          <Card>
            <CardContent>
              <RecordDetail record={data} />
            </CardContent>
          </Card>
        )
      )}
    </PageContainer>
  );
}
