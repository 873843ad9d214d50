import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  CircularProgress,
  FormControlLabel,
  IconButton,
  Link,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import { useFiltersInWords } from '../hooks/use-filters-in-words';
import { analyzerPathOf } from '../saved-search-filters';
import type { SavedSearch } from '../types';

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
      cell: (search) => {
        const isBusy = isRemoving(search.id);
        return (
          <Tooltip title={t('savedSearches.remove')}>
            <span>
              <IconButton
                size="small"
                color="error"
                aria-label={t('savedSearches.removeOf', { name: search.name })}
                aria-busy={isBusy}
                disabled={isBusy}
                onClick={() => onRemove(search)}
              >
                {isBusy ? <CircularProgress size={18} /> : <DeleteOutlineIcon fontSize="small" />}
              </IconButton>
            </span>
          </Tooltip>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('savedSearches.title')}
      columns={columns}
      rows={searches}
      rowTestId="saved-search-row"
      size="small"
      isFramed
      isLoading={isLoading}
      loading={
        <Stack sx={{ py: 3, alignItems: 'center' }}>
          <CircularProgress size={22} aria-label={t('loading')} />
        </Stack>
      }
      empty={
        <Stack spacing={1} sx={{ py: 3, alignItems: 'center', textAlign: 'center' }}>
          <Typography color="text.secondary">{t('savedSearches.empty')}</Typography>
          <Link component={RouterLink} to="/analyzer">
            {t('savedSearches.toAnalyzer')}
          </Link>
        </Stack>
      }
    />
  );
}
