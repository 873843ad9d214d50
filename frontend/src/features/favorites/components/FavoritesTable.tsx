import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { DataTable, type DataColumn } from '../../../shared/ui/DataTable';
import { CompanyStatusBadge } from '../../companies';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import type { Favorite } from '../types';
import { NotesCell } from './NotesCell';
import { RowActions } from './RowActions';

interface Props {
  favorites: Favorite[];
  onOpen: (favorite: Favorite) => void;
  onEnrich: (favorite: Favorite) => void;
  onRemove: (favorite: Favorite) => void;
  isEnriching: (id: number) => boolean;
  isRemoving: (id: number) => boolean;
}

/** The user's favorites; one card per favorite on a phone. */
export function FavoritesTable(props: Props) {
  const { favorites, onOpen, onEnrich, onRemove, isEnriching, isRemoving } = props;
  const { t } = useTranslation('favorites');
  const { typeLabel, nameOf } = useFavoriteLabels();
  const columns: DataColumn<Favorite>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      phone: 'title',
      sx: { wordBreak: 'break-word' },
      cell: (favorite) => (
        <Link
          component={RouterLink}
          to={`/analyzer/records/${favorite.analyzer_record_id}`}
          onClick={(event) => event.stopPropagation()}
          sx={{ fontWeight: 'fontWeightMedium' }}
        >
          {nameOf(favorite)}
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('columns.date'),
      sx: { whiteSpace: 'nowrap' },
      cell: (favorite) => formatDate(favorite.date_parution),
    },
    {
      id: 'type',
      header: t('columns.type'),
      isSecondary: true,
      cell: (favorite) => typeLabel(favorite.type_annonce),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (favorite) =>
        favorite.companyStatus ? <CompanyStatusBadge status={favorite.companyStatus} /> : '-',
    },
    {
      id: 'notes',
      header: t('columns.notes'),
      cell: (favorite) => <NotesCell favorite={favorite} />,
    },
    {
      id: 'documents',
      header: t('columns.documents'),
      align: 'center',
      isSecondary: true,
      cell: (favorite) => favorite.documentCount,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'right',
      phone: 'actions',
      sx: { whiteSpace: 'nowrap' },
      cell: (favorite) => (
        <RowActions
          favorite={favorite}
          name={nameOf(favorite)}
          isEnriching={isEnriching(favorite.id)}
          isRemoving={isRemoving(favorite.id)}
          onEnrich={() => onEnrich(favorite)}
          onRemove={() => onRemove(favorite)}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={favorites}
      rowTestId="favorite-row"
      onRowClick={onOpen}
      size="small"
    />
  );
}
