import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { WatchToggle } from '../../alerts';
import { CompanyLink } from '../../companies';
import { AttachmentsList } from '../components/AttachmentsList';
import { DocumentsDialog } from '../components/DocumentsDialog';
import { FavoriteFields } from '../components/FavoriteFields';
import { NotesDialog } from '../components/NotesDialog';
import { useFavoriteActions } from '../hooks/use-favorite-actions';
import { useFavoriteDetail } from '../hooks/use-favorite-detail';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';

/** /favorites/:favoriteId (spec §2 "Favorite detail"). */
export function FavoriteDetailPage() {
  const { t } = useTranslation('favorites');
  const { favoriteId } = useParams();
  const navigate = useNavigate();
  const { favorite, isLoading, problem } = useFavoriteDetail(favoriteId);
  const actions = useFavoriteActions();
  const { nameOf } = useFavoriteLabels();
  const [dialog, setDialog] = useState<'notes' | 'documents' | null>(null);
  const back = (
    <Button component={RouterLink} to="/favorites" startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
      {t('detail.back')}
    </Button>
  );

  if (problem || (!isLoading && !favorite))
    return (
      <PageContainer title={t('detail.title')} maxWidth="md">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={problem === 'notFound' ? 'warning' : 'error'} sx={{ width: '100%' }}>
            {t(`problems.${problem ?? 'missing'}`)} {t('problems.returnToList')}
          </Alert>
          {back}
        </Stack>
      </PageContainer>
    );
  if (isLoading || !favorite)
    return (
      <PageContainer title={t('detail.title')} maxWidth="md">
        <Stack sx={{ py: 6, alignItems: 'center' }}>
          <CircularProgress aria-label={t('loading')} />
        </Stack>
      </PageContainer>
    );

  const removing = actions.isRemoving(favorite.id);
  const enriching = actions.isEnriching(favorite.id);
  return (
    <PageContainer title={nameOf(favorite)} maxWidth="md">
      <Stack
        direction="row"
        sx={{ mb: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        data-testid="favorite-actions"
      >
        {back}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          <CompanyLink siren={favorite.siren} />
          <WatchToggle siren={favorite.siren} name={favorite.nom_complet} />
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => setDialog('documents')}
          >
            {t('detail.documents')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<EditNoteIcon />}
            onClick={() => setDialog('notes')}
          >
            {t('detail.notes')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={enriching ? <CircularProgress size={18} /> : <AutoAwesomeIcon />}
            disabled={enriching || removing}
            onClick={() => actions.enrich(favorite, favorite.hasEnrichedData)}
          >
            {favorite.hasEnrichedData ? t('detail.refreshEnrichment') : t('detail.enrich')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={removing ? <CircularProgress size={18} /> : <DeleteOutlineIcon />}
            disabled={enriching || removing}
            onClick={async () => {
              if (await actions.remove(favorite)) navigate('/favorites');
            }}
          >
            {t('detail.remove')}
          </Button>
        </Stack>
      </Stack>
      <Card>
        <CardContent>
          <FavoriteFields favorite={favorite} />
          <AttachmentsList favoriteId={favorite.id} />
        </CardContent>
      </Card>
      <NotesDialog favorite={favorite} open={dialog === 'notes'} onClose={() => setDialog(null)} />
      <DocumentsDialog
        favorite={favorite}
        open={dialog === 'documents'}
        onClose={() => setDialog(null)}
      />
    </PageContainer>
  );
}
