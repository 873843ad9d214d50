import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { PageNav } from '../../../shared/ui/PageNav';
import { CloseReportDialog } from '../components/CloseReportDialog';
import { ReportsTable } from '../components/ReportsTable';
import { useAdminReports } from '../hooks/use-admin-reports';
import { useCloseReport } from '../hooks/use-close-report';
import type { ReportState } from '../types';

const STATES: ReportState[] = ['open', 'closed'];

/** /admin/reports: the errors users reported, to check and close (CONTRACT §8.3). */
export function AdminReportsPage() {
  const { t } = useTranslation('reports');
  const list = useAdminReports();
  const closer = useCloseReport();
  return (
    <PageContainer title={t('admin.title')}>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              mb: 2,
              justifyContent: 'space-between',
              alignItems: { xs: 'stretch', sm: 'center' },
            }}
          >
            <Box>
              <Typography variant="h5" component="h2">
                {t('admin.list')}
              </Typography>
              {!list.isLoading && !list.error && (
                <Typography variant="body2" color="text.secondary" data-testid="reports-total">
                  {t('admin.total', { count: list.total })}
                </Typography>
              )}
            </Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={list.state}
              onChange={(_, state: ReportState | null) => state && list.setState(state)}
              aria-label={t('admin.state')}
            >
              {STATES.map((state) => (
                <ToggleButton key={state} value={state}>
                  {t(`admin.states.${state}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          {list.error ? (
            <Alert severity="error">{list.error}</Alert>
          ) : (
            <Box sx={{ opacity: list.isFetching && !list.isLoading ? 0.6 : 1 }}>
              <ReportsTable
                reports={list.reports}
                state={list.state}
                isLoading={list.isLoading}
                empty={t(`admin.empty.${list.state}`)}
                onClose={closer.open}
              />
            </Box>
          )}
          <PageNav
            page={list.page}
            totalPages={list.totalPages}
            onChange={list.setPage}
            label={t('admin.pagination')}
          />
        </CardContent>
      </Card>
      <CloseReportDialog closer={closer} />
    </PageContainer>
  );
}
