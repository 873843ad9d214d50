import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataJobs } from '../types';
import { DataFilesGuide } from './DataFilesGuide';

const monospace = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

interface Props {
  file: DataJobs['bodaccFile'];
  /** No path nor file is given: only then does the default file's problem matter. */
  isDefaultUsed: boolean;
}

/** Which file the import reads when given none, the columns it expects, and the files' guide. */
export function BodaccFileFormat({ file, isDefaultUsed }: Props) {
  const { t } = useTranslation('ingestion');
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="bodacc-file-format">
      <Typography variant="body2">
        {t('data.file.default')}{' '}
        <Box component="span" sx={monospace} data-testid="bodacc-default-file">
          {file.defaultPath}
        </Box>
      </Typography>
      {file.defaultPathError && isDefaultUsed && (
        <Alert severity="warning" data-testid="bodacc-default-file-problem">
          {t('data.file.defaultUnusable', {
            reason: t(file.defaultPathError, { ns: 'errors', defaultValue: file.defaultPathError }),
          })}
        </Alert>
      )}
      <Typography variant="body2">
        {t('data.file.columns', { delimiter: file.delimiter, encoding: file.encoding })}
      </Typography>
      <Box
        data-testid="bodacc-columns"
        sx={{ typography: 'body2', ...monospace, bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
      >
        {file.columns.join(file.delimiter)}
      </Box>
      <DataFilesGuide />
    </Stack>
  );
}
