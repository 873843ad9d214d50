import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import { WatchToggle } from '../../alerts';
import { CompanyLink, CompanyStatusBadge, useJudgmentText } from '../../companies';
import type { AnalyzerRecordSummary } from '../types';
import { FavoriteToggle } from './FavoriteToggle';
import { TypeLabel } from './TypeLabel';

/** "Lyon (69)": where the company is, in a word. */
const townOf = ({ ville, numero_departement }: AnalyzerRecordSummary) =>
  ville ? (numero_departement ? `${ville} (${numero_departement})` : ville) : null;

interface Props {
  records: AnalyzerRecordSummary[];
  isLoading: boolean;
  onOpen: (record: AnalyzerRecordSummary) => void;
  onToggleFavorite: (record: AnalyzerRecordSummary) => void;
  isFavoriteBusy: (recordId: number) => boolean;
}

export function RecordsTable({
  records,
  isLoading,
  onOpen,
  onToggleFavorite,
  isFavoriteBusy,
}: Props) {
  const { t } = useTranslation('analyzer');
  const judgment = useJudgmentText();
  // Secondary columns give way on narrow screens; the detail modal shows everything.
  const columns: DataColumn<AnalyzerRecordSummary>[] = [
    {
      id: 'favorite',
      header: t('table.favorite'),
      isHeaderHidden: true,
      padding: 'checkbox',
      phone: 'aside',
      cell: (record) => (
        <FavoriteToggle
          isFavorite={Boolean(record.isFavorite)}
          isBusy={isFavoriteBusy(record.id)}
          onToggle={() => onToggleFavorite(record)}
        />
      ),
    },
    {
      id: 'name',
      header: t('table.name'),
      phone: 'title',
      sx: { minWidth: { sm: 140 }, wordBreak: 'break-word' },
      cell: (record) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium' }}>
            {record.nom_complet ?? '-'}
          </Typography>
          {record.nom_commercial && (
            <Typography variant="caption" color="text.secondary">
              {record.nom_commercial}
            </Typography>
          )}
          {townOf(record) && (
            // The address column gives way below md; the town stays, on phone cards too.
            <Typography
              variant="caption"
              color="text.secondary"
              data-testid="record-town"
              sx={{ display: { xs: 'block', md: 'none' } }}
            >
              {townOf(record)}
            </Typography>
          )}
          {record.companyStatus && (
            <Box sx={{ mt: 0.5 }}>
              <CompanyStatusBadge status={record.companyStatus} />
            </Box>
          )}
        </>
      ),
    },
    {
      id: 'type',
      header: t('table.type'),
      cell: (record) => (
        // One block: on a phone card the chip and the judgment stack at the line's right end.
        <Stack spacing={0.25} sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
          <TypeLabel type={record.type_annonce} />
          {record.judgmentKind && (
            <Typography
              variant="caption"
              color="text.secondary"
              data-testid="record-judgment"
              sx={{ textAlign: { xs: 'right', sm: 'left' } }}
            >
              {judgment.summary(record.judgmentKind, record.judgmentDate)}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'rcs',
      header: t('table.rcs'),
      isSecondary: true,
      phone: 'hidden',
      sx: { whiteSpace: 'nowrap' },
      cell: (record) => record.rcs ?? '-',
    },
    {
      id: 'legalForm',
      header: t('table.legalForm'),
      isSecondary: true,
      phone: 'hidden',
      cell: (record) => record.forme_juridique ?? '-',
    },
    {
      id: 'city',
      header: t('table.city'),
      isSecondary: true,
      phone: 'hidden',
      cell: (record) => record.adresse ?? '-',
    },
    {
      id: 'date',
      header: t('table.date'),
      sx: { whiteSpace: 'nowrap' },
      cell: (record) => formatDate(record.date_parution),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      isHeaderHidden: true,
      align: 'right',
      padding: 'checkbox',
      phone: 'aside',
      sx: { whiteSpace: 'nowrap' },
      cell: (record) => (
        <>
          <CompanyLink siren={record.siren} isCompact />
          <WatchToggle siren={record.siren} name={record.nom_complet} isCompact />
          <Tooltip title={t('table.view')}>
            <IconButton
              size="small"
              aria-label={t('table.view')}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(record);
              }}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      rows={records}
      rowTestId="record-row"
      onRowClick={onOpen}
      size="small"
      isFramed
      isLoading={isLoading}
      loading={
        <Stack
          direction="row"
          spacing={2}
          sx={{ py: 3, justifyContent: 'center' }}
          data-testid="records-loading"
        >
          <CircularProgress size={22} />
          <Typography color="text.secondary">{t('table.loading')}</Typography>
        </Stack>
      }
      empty={
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('table.noData')}
        </Typography>
      }
    />
  );
}
