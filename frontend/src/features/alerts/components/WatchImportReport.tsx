import {
  Alert,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { WatchImport } from '../types';
import { NextPlanHint } from './NextPlanHint';

/** What the import did: the counts, each invalid line and why, what the plan left out. */
export function WatchImportReport({ report }: { report: WatchImport }) {
  const { t } = useTranslation('alerts');
  return (
    <Stack spacing={2} data-testid="watch-import-report">
      <Alert severity={report.added ? 'success' : 'info'}>
        <Typography data-testid="import-added">
          {t('import.added', { count: report.added })}
        </Typography>
        <Typography data-testid="import-already">
          {t('import.alreadyWatched', { count: report.alreadyWatched })}
        </Typography>
        <Typography data-testid="import-duplicates">
          {t('import.duplicates', { count: report.duplicates })}
        </Typography>
      </Alert>
      {report.invalid.length > 0 && (
        <section aria-labelledby="import-invalid-title">
          <Typography id="import-invalid-title" variant="subtitle1" component="h3">
            {t('import.invalidTitle', { count: report.invalid.length })}
          </Typography>
          <Table size="small" data-testid="import-invalid">
            <TableHead>
              <TableRow>
                <TableCell>{t('import.columns.line')}</TableCell>
                <TableCell>{t('import.columns.value')}</TableCell>
                <TableCell>{t('import.columns.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.invalid.map((line) => (
                <TableRow key={line.line}>
                  <TableCell>{line.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.value}</TableCell>
                  <TableCell>{t(`import.reasons.${line.reason}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
      {report.overLimit.length > 0 && (
        <Alert severity="warning" data-testid="import-over-limit">
          <Typography>{t('import.overLimit', { count: report.overLimit.length })}</Typography>
          <List dense disablePadding>
            {report.overLimit.map((line) => (
              <ListItem key={line.line} disableGutters>
                {t('import.overLimitLine', { line: line.line, siren: line.siren })}
              </ListItem>
            ))}
          </List>
          <NextPlanHint kind="watches" />
        </Alert>
      )}
    </Stack>
  );
}
