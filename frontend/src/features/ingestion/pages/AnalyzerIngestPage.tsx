import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { IngestForm } from '../components/IngestForm';
import { IngestLogs } from '../components/IngestLogs';
import { IngestProgress } from '../components/IngestProgress';
import { useStopIngest } from '../hooks/use-ingest-form';
import { useIngestStatus } from '../hooks/use-ingest-status';

export function AnalyzerIngestPage() {
  const { t } = useTranslation('ingestion');
  const { query, status, follow, clearLogs } = useIngestStatus();
  const { stop, isStopping } = useStopIngest();
  return (
    <PageContainer title={t('ingest.title')}>
      <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
        {t('ingest.intro')}
      </Typography>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('messages.statusFailed')}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <IngestForm
            isRunning={Boolean(status?.isRunning)}
            isStopping={isStopping}
            onStarted={follow}
            onStop={() => void stop(status?.processId ?? null)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <IngestProgress status={status} />
            <IngestLogs logs={status?.logs ?? []} onClear={clearLogs} />
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
