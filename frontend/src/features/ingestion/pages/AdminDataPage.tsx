import { Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { BodaccHistoryPanel } from '../components/BodaccHistoryPanel';
import { BodaccImportCard } from '../components/BodaccImportCard';
import { BodaccSyncPanel } from '../components/BodaccSyncPanel';
import { BodaccTransferCard } from '../components/BodaccTransferCard';
import { DataJobLogs } from '../components/DataJobLogs';
import { JobStatusBox } from '../components/JobStatusBox';
import { LastDataRunsCard } from '../components/LastDataRunsCard';
import { useDataJobLogs } from '../hooks/use-data-job-logs';
import { useDataJobs, useDataJobsOverview } from '../hooks/use-data-jobs';

export function AdminDataPage() {
  const { t } = useTranslation('ingestion');
  const { current, job, isProcessing, startImport, startTransfer } = useDataJobs();
  const { data: overview } = useDataJobsOverview();
  const logs = useDataJobLogs(overview, current);
  return (
    <PageContainer title={t('data.title')}>
      <Grid container spacing={3}>
        <Grid size={12}>
          <BodaccSyncPanel />
        </Grid>
        <Grid size={12}>
          <BodaccHistoryPanel />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <BodaccImportCard
            isProcessing={isProcessing}
            onStart={startImport}
            file={overview?.bodaccFile}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <BodaccTransferCard isProcessing={isProcessing} onStart={() => void startTransfer()} />
            <JobStatusBox current={current} job={job} />
            {overview && <LastDataRunsCard overview={overview} />}
          </Stack>
        </Grid>
        {logs.shown && (
          <Grid size={12}>
            <DataJobLogs {...logs} />
          </Grid>
        )}
      </Grid>
    </PageContainer>
  );
}
