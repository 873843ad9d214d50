import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { isApiError, useErrorMessage } from '../../../shared/api';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { WatchToggle } from '../../alerts';
import { CompanyLink } from '../../companies';
import { ReportErrorButton } from '../../reports';
import { RecordDetail } from '../components/RecordDetail';
import { RecordCostNotice } from '../components/RecordCostNotice';
import { useRecordOpening } from '../hooks/use-record-opening';
import { resultsPathFrom } from '../search-url';

/**
 * /analyzer/records/:recordId, linked from the favorites list, the credit history, the record
 * modal and the company page: the record as a page, asked for first when opening it takes a
 * credit, whose back link returns to the results or the company page it was opened from.
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
  const back = resultsPathFrom(location.state);
  return (
    <PageContainer title={data?.nom_complet ?? t('detail.title')} maxWidth="md">
      <Stack
        direction="row"
        sx={{ mb: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
          {back.startsWith('/companies/') ? t('detail.backToCompany') : t('detail.back')}
        </Button>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <CompanyLink siren={data?.siren} />
          <WatchToggle siren={data?.siren} name={data?.nom_complet} />
          {data?.siren && (
            <ReportErrorButton siren={data.siren} name={data.nom_complet} recordId={data.id} />
          )}
        </Stack>
      </Stack>
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
