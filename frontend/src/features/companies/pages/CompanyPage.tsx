import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EXACT_TOTAL_LIMIT, useErrorMessage } from '../../../shared/api';
import { WatchToggle } from '../../alerts';
import { ReportErrorButton } from '../../reports';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { PageNav } from '../../../shared/ui/PageNav';
import { CompanyFilings } from '../components/CompanyFilings';
import { CompanyHeader } from '../components/CompanyHeader';
import { CompanyIdentity } from '../components/CompanyIdentity';
import { CompanyOfficers } from '../components/CompanyOfficers';
import { CompanyTimeline } from '../components/CompanyTimeline';
import { useCompany } from '../hooks/use-company';

/** /companies/:siren: who the company is, its status, and the notices the user sees of it. */
export function CompanyPage() {
  const { t } = useTranslation('companies');
  const { siren: sirenParam = '' } = useParams();
  const errorMessage = useErrorMessage();
  const { company, announcements, page, setPage, isLoading, isFetching, problem, error } =
    useCompany(sirenParam);
  const back = (
    <Button component={RouterLink} to="/analyzer" startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
      {t('back')}
    </Button>
  );

  if (problem)
    return (
      <PageContainer title={t('title')} maxWidth="md">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={problem === 'loadFailed' ? 'error' : 'warning'} sx={{ width: '100%' }}>
            {problem === 'invalidSiren'
              ? t('errors.invalidSiren')
              : errorMessage(error, t('errors.load'))}
          </Alert>
          {back}
        </Stack>
      </PageContainer>
    );
  if (isLoading || !company || !announcements)
    return (
      <PageContainer title={t('title')} maxWidth="md">
        <Stack sx={{ py: 6, alignItems: 'center' }}>
          <CircularProgress aria-label={t('loading')} />
        </Stack>
      </PageContainer>
    );

  const { meta } = announcements;
  const total = meta.totalIsExact
    ? t('timeline.total', { count: meta.total })
    : t('timeline.totalMore', { count: EXACT_TOTAL_LIMIT });
  return (
    <PageContainer title={company.name || t('title')} maxWidth="md">
      <Stack
        direction="row"
        sx={{
          mb: 2,
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        {back}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <ReportErrorButton siren={company.siren} name={company.name} />
          <WatchToggle siren={company.siren} name={company.name} />
        </Stack>
      </Stack>
      <CompanyHeader company={company} />
      <CompanyIdentity company={company} />
      <CompanyOfficers officers={company.officers} />
      <CompanyFilings company={company} />
      <Card component="section" aria-labelledby="company-notices-title" sx={{ mt: 3 }}>
        <CardContent>
          <Typography id="company-notices-title" variant="h5" component="h2">
            {t('timeline.title')}
          </Typography>
          {isFetching && <LinearProgress aria-label={t('loading')} sx={{ mt: 1 }} />}
          <CompanyTimeline announcements={announcements.data} transfers={company.transfers} />
          <PageNav
            page={page}
            totalPages={meta.totalPages}
            onChange={setPage}
            label={t('timeline.pagination')}
            summary={
              <Typography variant="body2" color="text.secondary" data-testid="company-total">
                {total}
              </Typography>
            }
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
