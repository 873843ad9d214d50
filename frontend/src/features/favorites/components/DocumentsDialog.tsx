import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFavoriteDocuments } from '../hooks/use-favorite-documents';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import type { Favorite } from '../types';
import { DocumentDropZone } from './DocumentDropZone';
import { DocumentList } from './DocumentList';
import { RejectedFilesNotice } from './RejectedFilesNotice';

interface Props {
  favorite: Favorite;
  open: boolean;
  onClose: () => void;
}

/** Spec §2 "Documents dialog". */
export function DocumentsDialog({ favorite, open, onClose }: Props) {
  const { t } = useTranslation('favorites');
  const { nameOf } = useFavoriteLabels();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const documents = useFavoriteDocuments(favorite.id, open);
  const close = () => {
    documents.clearRejected();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="documents-dialog-title"
    >
      <DialogTitle id="documents-dialog-title">
        {t('documentsDialog.title', { name: nameOf(favorite) })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DocumentDropZone onFiles={documents.addFiles} isUploading={documents.isUploading} />
          <RejectedFilesNotice rejected={documents.rejected} onClose={documents.clearRejected} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'fontWeightMedium' }}>
            {t('documentsDialog.list')}
          </Typography>
          {documents.isLoading ? (
            <Stack sx={{ py: 2, alignItems: 'center' }}>
              <CircularProgress size={28} aria-label={t('documentsDialog.loading')} />
            </Stack>
          ) : documents.isError ? (
            <Alert severity="error">{t('documentsDialog.loadFailed')}</Alert>
          ) : documents.documents.length === 0 ? (
            <Typography color="text.secondary">{t('documentsDialog.empty')}</Typography>
          ) : (
            <DocumentList
              documents={documents.documents}
              onDownload={documents.download}
              onDelete={(document) => documents.remove(document.id)}
              isDownloading={documents.isDownloading}
              isDeleting={documents.isDeleting}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close}>{t('documentsDialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
