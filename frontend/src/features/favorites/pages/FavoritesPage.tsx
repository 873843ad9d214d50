import FileDownloadIcon from '@mui/icons-material/FileDownload';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { FavoritesTable } from '../components/FavoritesTable';
import { useExportFavorites } from '../hooks/use-export-favorites';
import { useFavoriteActions } from '../hooks/use-favorite-actions';
import { useFavoritesList } from '../hooks/use-favorites-list';

/** /favorites (spec §2 "Favorites list"). */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const navigate = useNavigate();
  const list = useFavoritesList();
  const actions = useFavoriteActions();
  const { exportCsv, isExporting } = useExportFavorites();
  const isEmpty = !list.isLoading && list.total === 0;
  return (
    <PageContainer>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          {!list.isLoading && !list.isError && (
            <Typography color="text.secondary" data-testid="favorites-total">
              {t('total', { count: list.total })}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          startIcon={isExporting ? <CircularProgress size={18} /> : <FileDownloadIcon />}
          onClick={exportCsv}
          disabled={isEmpty || list.isLoading || isExporting}
        >
          {t('export')}
        </Button>
      </Stack>
      <Card>
        {list.isFetching && !list.isLoading ? <LinearProgress sx={{ height: 2 }} /> : null}
        <CardContent sx={{ px: { xs: 0, sm: 2 } }}>
          {list.isLoading ? (
            <Stack sx={{ py: 6, alignItems: 'center' }}>
              <CircularProgress aria-label={t('loading')} />
            </Stack>
          ) : list.isError ? (
            <Alert severity="error" sx={{ mx: { xs: 2, sm: 0 } }}>
              {t('messages.fetchFailed')}
            </Alert>
          ) : isEmpty ? (
            <Stack spacing={1.5} sx={{ py: 6, px: 2, alignItems: 'center', textAlign: 'center' }}>
              <StarBorderIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
              <Typography variant="h6" component="h2">
                {t('empty.title')}
              </Typography>
              <Typography color="text.secondary">{t('empty.text')}</Typography>
              <Button component={RouterLink} to="/analyzer" variant="contained">
                {t('empty.browse')}
              </Button>
            </Stack>
          ) : (
            <FavoritesTable
              favorites={list.favorites}
              onOpen={(favorite) => navigate(`/favorites/${favorite.id}`, { state: { favorite } })}
              onEnrich={actions.enrich}
              onRemove={actions.remove}
              isEnriching={actions.isEnriching}
              isRemoving={actions.isRemoving}
            />
          )}
          {list.pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={list.pageCount}
                page={list.page}
                onChange={(_, next) => list.setPage(next)}
                color="primary"
                siblingCount={0}
                aria-label={t('pagination.label')}
                getItemAriaLabel={(type, item) =>
                  type === 'page' ? t('pagination.page', { page: item }) : t(`pagination.${type}`)
                }
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
