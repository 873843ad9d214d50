import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useDataJobLogs } from '../hooks/use-data-job-logs';
import { IngestLogs } from './IngestLogs';

type Props = ReturnType<typeof useDataJobLogs>;

/** The live log of the data page, with a tab per job that has run. */
export function DataJobLogs({ runs, shown, choose, logs, clear }: Props) {
  const { t } = useTranslation('ingestion');
  if (!shown) return null;
  return (
    <IngestLogs
      logs={logs}
      onClear={clear}
      toolbar={
        <Tabs
          value={shown}
          onChange={(_, source) => choose(source)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('data.logs.choose')}
          sx={{ mb: 1 }}
        >
          {runs.map((run) => (
            <Tab
              key={run.source}
              value={run.source}
              label={t(`data.status.jobs.${run.source}`)}
              data-testid={`log-tab-${run.source}`}
            />
          ))}
        </Tabs>
      }
    />
  );
}
