import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import { companyPath, formatSiren } from '../../companies';
import type { AdminReport, ReportState } from '../types';

interface Props {
  reports: AdminReport[];
  state: ReportState;
  isLoading: boolean;
  empty: string;
  onClose: (report: AdminReport) => void;
}

const dateTime = (iso: string) => `${formatDate(iso)} ${formatDate(iso, 'HH:mm')}`;

/** The reports, a card each on a phone: the company, what is wrong, who said it, when. */
export function ReportsTable({ reports, state, isLoading, empty, onClose }: Props) {
  const { t } = useTranslation('reports');
  const nameOf = (report: AdminReport) => report.companyName || formatSiren(report.siren);
  const columns: DataColumn<AdminReport>[] = [
    {
      id: 'company',
      header: t('admin.columns.company'),
      phone: 'title',
      cell: (report) => (
        <Stack spacing={0.25}>
          <Link component={RouterLink} to={companyPath(report.siren)} fontWeight="fontWeightMedium">
            {nameOf(report)}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {formatSiren(report.siren)}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'field',
      header: t('admin.columns.field'),
      phone: 'aside',
      cell: (report) => (
        <Stack spacing={0.25}>
          <span>{t(`fields.${report.field}`)}</span>
          {report.recordId && (
            <Link
              component={RouterLink}
              to={`/analyzer/records/${report.recordId}`}
              variant="caption"
            >
              {t('admin.fromNotice')}
            </Link>
          )}
        </Stack>
      ),
    },
    {
      id: 'message',
      header: t('admin.columns.message'),
      sx: { whiteSpace: 'pre-line', wordBreak: 'break-word', minWidth: { md: 240 } },
      cell: (report) => (
        <Box component="span" data-testid="report-message">
          {report.message}
          {report.reply && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', mt: 0.5 }}
            >
              {t('admin.reply', { reply: report.reply })}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'reporter',
      header: t('admin.columns.reporter'),
      sx: { wordBreak: 'break-all' },
      cell: (report) => report.reporterEmail ?? t('admin.deletedAccount'),
    },
    {
      id: 'createdAt',
      header: t('admin.columns.createdAt'),
      sx: { whiteSpace: 'nowrap' },
      cell: (report) => dateTime(report.createdAt),
    },
    {
      id: 'actions',
      header: state === 'closed' ? t('admin.columns.closed') : t('admin.columns.actions'),
      align: 'right',
      phone: 'actions',
      cell: (report) =>
        report.closedAt ? (
          <Typography variant="body2" color="text.secondary">
            {t('admin.closedBy', {
              date: formatDate(report.closedAt),
              email: report.closedByEmail ?? t('admin.deletedAccount'),
            })}
          </Typography>
        ) : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onClose(report)}
            aria-label={t('admin.closeOf', {
              email: report.reporterEmail ?? t('admin.deletedAccount'),
              name: nameOf(report),
            })}
          >
            {t('admin.close')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label={t('admin.list')}
      columns={columns}
      rows={reports}
      rowTestId="report-row"
      isLoading={isLoading}
      empty={
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {empty}
        </Typography>
      }
    />
  );
}
