import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import type { DataColumn } from '../../../shared/ui/DataTable';
import { companyPath, CompanyStatusBadge, formatSiren } from '../../companies';
import type { Watch } from '../types';
import { AlertsTable } from './AlertsTable';
import { RemoveRowButton } from '../../../shared/ui/RemoveRowButton';

interface Props {
  watches: Watch[];
  isLoading: boolean;
  isRemoving: (siren: string) => boolean;
  onRemove: (watch: Watch) => void;
}

/** The watched companies: name, status, latest notice; one card per company on a phone. */
export function WatchesTable({ watches, isLoading, isRemoving, onRemove }: Props) {
  const { t } = useTranslation('alerts');
  const nameOf = (watch: Watch) => watch.name || formatSiren(watch.siren);
  const typeLabel = (type: string | null) =>
    type ? t(`analyzer:types.${type}`, { defaultValue: type }) : '-';
  const columns: DataColumn<Watch>[] = [
    {
      id: 'name',
      header: t('watches.columns.name'),
      phone: 'title',
      sx: { wordBreak: 'break-word' },
      cell: (watch) => (
        <>
          <Link
            component={RouterLink}
            to={companyPath(watch.siren)}
            sx={{ fontWeight: 'fontWeightMedium' }}
          >
            {nameOf(watch)}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('watches.siren', { siren: formatSiren(watch.siren) })}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('watches.columns.status'),
      cell: (watch) => <CompanyStatusBadge status={watch.status} />,
    },
    {
      id: 'lastNotice',
      header: t('watches.columns.lastNotice'),
      cell: (watch) =>
        watch.lastNotice ? (
          <Link component={RouterLink} to={`/analyzer/records/${watch.lastNotice.id}`}>
            {t('watches.notice', {
              date: formatDate(watch.lastNotice.date_parution),
              type: typeLabel(watch.lastNotice.type_annonce),
            })}
          </Link>
        ) : (
          t('watches.noNotice')
        ),
    },
    {
      id: 'since',
      header: t('watches.columns.since'),
      isSecondary: true,
      phone: 'hidden',
      sx: { whiteSpace: 'nowrap' },
      cell: (watch) => formatDate(watch.createdAt),
    },
    {
      id: 'actions',
      header: t('watches.columns.actions'),
      isHeaderHidden: true,
      align: 'right',
      phone: 'aside',
      cell: (watch) => (
        <RemoveRowButton
          title={t('watch.stop')}
          label={t('watches.removeOf', { name: nameOf(watch) })}
          isBusy={isRemoving(watch.siren)}
          onClick={() => onRemove(watch)}
        />
      ),
    },
  ];
  return (
    <AlertsTable
      label={t('watches.title')}
      columns={columns}
      rows={watches}
      rowTestId="watch-row"
      isLoading={isLoading}
      emptyText={t('watches.empty')}
    />
  );
}
