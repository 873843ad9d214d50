import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useJobText } from '../job-text';
import type { JobLog } from '../types';

const LEVEL_COLOR = { info: 'grey.300', warn: 'warning.light', error: 'error.light' } as const;

interface Props {
  logs: JobLog[];
  onClear: () => void;
  /** Shown under the title, e.g. the choice of the job whose log this is. */
  toolbar?: ReactNode;
}

/** The live log of the followed run, newest at the bottom, with a clear action. */
export function IngestLogs({ logs, onClear, toolbar }: Props) {
  const { t } = useTranslation('ingestion');
  const jobText = useJobText();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollTo?.({ top: box.current.scrollHeight });
  }, [logs.length]);
  return (
    <Card component="section" aria-labelledby="ingest-logs-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="ingest-logs-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            {t('ingest.logs')}
          </Typography>
          <Button
            size="small"
            startIcon={<DeleteSweepIcon />}
            onClick={onClear}
            disabled={!logs.length}
          >
            {t('ingest.clearLogs')}
          </Button>
        </Stack>
        {toolbar}
        <Box
          ref={box}
          role="log"
          aria-live="polite"
          aria-labelledby="ingest-logs-title"
          data-testid="ingest-logs"
          sx={{
            bgcolor: 'tones.console.background',
            color: 'grey.100',
            borderRadius: 1,
            p: 1.5,
            height: 280,
            overflow: 'auto',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 12,
            lineHeight: 1.6,
          }}
        >
          {logs.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'grey.400', fontFamily: 'inherit' }}>
              {t('ingest.noLogs')}
            </Typography>
          ) : (
            logs.map((log, index) => (
              <Box
                key={`${log.timestamp}-${index}`}
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                <Box component="span" sx={{ color: 'grey.500' }}>
                  {formatDate(log.timestamp, 'HH:mm:ss')}
                </Box>{' '}
                <Box component="span" sx={{ color: LEVEL_COLOR[log.level] ?? 'grey.300' }}>
                  {log.level.toUpperCase()}
                </Box>{' '}
                {jobText(log)}
              </Box>
            ))
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
