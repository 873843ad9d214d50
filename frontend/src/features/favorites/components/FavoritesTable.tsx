import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
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

/** On a phone the date, type and counts move under the name so that nothing scrolls sideways. */
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

export function FavoritesTable(props: Props) {
  const { favorites, onOpen, onEnrich, onRemove, isEnriching, isRemoving } = props;
  const { t } = useTranslation('favorites');
  const { typeLabel, nameOf } = useFavoriteLabels();
  // On a phone the notes go under the name: one copy of them, not one hidden by CSS.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('title')}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell sx={fromSm}>{t('columns.date')}</TableCell>
            <TableCell sx={fromMd}>{t('columns.type')}</TableCell>
            {!isPhone && <TableCell>{t('columns.notes')}</TableCell>}
            <TableCell sx={fromMd} align="center">
              {t('columns.documents')}
            </TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {favorites.map((favorite) => {
            const name = nameOf(favorite);
            return (
              <TableRow
                key={favorite.id}
                hover
                data-testid="favorite-row"
                onClick={() => onOpen(favorite)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <Link
                    component={RouterLink}
                    to={`/analyzer/records/${favorite.analyzer_record_id}`}
                    onClick={(event) => event.stopPropagation()}
                    sx={{ fontWeight: 'fontWeightMedium' }}
                  >
                    {name}
                  </Link>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', md: 'none' } }}
                  >
                    {[
                      typeLabel(favorite.type_annonce),
                      formatDate(favorite.date_parution),
                      t('documentCount', { count: favorite.documentCount }),
                    ].join(' · ')}
                  </Typography>
                  {isPhone && (
                    <Box sx={{ mt: 0.5 }}>
                      <NotesCell favorite={favorite} />
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
                  {formatDate(favorite.date_parution)}
                </TableCell>
                <TableCell sx={fromMd}>{typeLabel(favorite.type_annonce)}</TableCell>
                {!isPhone && (
                  <TableCell>
                    <NotesCell favorite={favorite} />
                  </TableCell>
                )}
                <TableCell sx={fromMd} align="center">
                  {favorite.documentCount}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowActions
                    name={name}
                    isEnriching={isEnriching(favorite.id)}
                    isRemoving={isRemoving(favorite.id)}
                    onEnrich={() => onEnrich(favorite)}
                    onRemove={() => onRemove(favorite)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
