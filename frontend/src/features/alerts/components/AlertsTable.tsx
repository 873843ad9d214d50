import { CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';

interface Props<Row extends { id: number }> {
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowTestId: string;
  isLoading: boolean;
  /** What an empty list says; the way to the analyzer follows, where both are made. */
  emptyText: string;
}

/** The watches and the saved searches: a framed list, empty until made in the analyzer. */
export function AlertsTable<Row extends { id: number }>(props: Props<Row>) {
  const { t } = useTranslation('alerts');
  return (
    <DataTable
      label={props.label}
      columns={props.columns}
      rows={props.rows}
      rowTestId={props.rowTestId}
      size="small"
      isFramed
      isLoading={props.isLoading}
      loading={
        <Stack sx={{ py: 3, alignItems: 'center' }}>
          <CircularProgress size={22} aria-label={t('loading')} />
        </Stack>
      }
      empty={
        <Stack spacing={1} sx={{ py: 3, alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">{props.emptyText}</Typography>
          <Link component={RouterLink} to="/analyzer">
            {t('toAnalyzer')}
          </Link>
        </Stack>
      }
    />
  );
}
