import { FormControlLabel, Link, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import type { DataColumn } from '../../../shared/ui/DataTable';
import { useFiltersInWords } from '../hooks/use-filters-in-words';
import { analyzerPathOf } from '../saved-search-filters';
import type { SavedSearch } from '../types';
import { AlertsTable } from './AlertsTable';
import { RemoveRowButton } from '../../../shared/ui/RemoveRowButton';

interface Props {
  searches: SavedSearch[];
  isLoading: boolean;
  isSwitching: (id: number) => boolean;
  isRemoving: (id: number) => boolean;
  onAlertChange: (search: SavedSearch, alert: boolean) => void;
  onRemove: (search: SavedSearch) => void;
}

/** The saved searches: each opens the analyzer with its filters; one card each on a phone. */
export function SavedSearchesTable(props: Props) {
  const { searches, isLoading, isSwitching, isRemoving, onAlertChange, onRemove } = props;
  const { t } = useTranslation('alerts');
  const inWords = useFiltersInWords();
  const columns: DataColumn<SavedSearch>[] = [
    {
      id: 'name',
      header: t('savedSearches.columns.name'),
      phone: 'title',
      sx: { wordBreak: 'break-word' },
      cell: (search) => (
        <Link
          component={RouterLink}
          to={analyzerPathOf(search.filters)}
          sx={{ fontWeight: 'fontWeightMedium' }}
        >
          {search.name}
        </Link>
      ),
    },
    {
      id: 'filters',
      header: t('savedSearches.columns.filters'),
      sx: { wordBreak: 'break-word' },
      cell: (search) => inWords(search.filters),
    },
    {
      id: 'alert',
      header: t('savedSearches.columns.alert'),
      sx: { whiteSpace: 'nowrap' },
      cell: (search) => (
        <FormControlLabel
          sx={{ m: 0 }}
          control={
            <Switch
              size="small"
              checked={search.alert}
              disabled={isSwitching(search.id)}
              onChange={(event) => onAlertChange(search, event.target.checked)}
              slotProps={{
                input: { 'aria-label': t('savedSearches.alertOf', { name: search.name }) },
              }}
            />
          }
          label={search.alert ? t('savedSearches.alertShortOn') : t('savedSearches.alertShortOff')}
        />
      ),
    },
    {
      id: 'createdAt',
      header: t('savedSearches.columns.createdAt'),
      isSecondary: true,
      phone: 'hidden',
      sx: { whiteSpace: 'nowrap' },
      cell: (search) => formatDate(search.createdAt),
    },
    {
      id: 'actions',
      header: t('savedSearches.columns.actions'),
      isHeaderHidden: true,
      align: 'right',
      phone: 'aside',
      cell: (search) => (
        <RemoveRowButton
          title={t('savedSearches.remove')}
          label={t('savedSearches.removeOf', { name: search.name })}
          isBusy={isRemoving(search.id)}
          onClick={() => onRemove(search)}
        />
      ),
    },
  ];
  return (
    <AlertsTable
      label={t('savedSearches.title')}
      columns={columns}
      rows={searches}
      rowTestId="saved-search-row"
      isLoading={isLoading}
      emptyText={t('savedSearches.empty')}
    />
  );
}
