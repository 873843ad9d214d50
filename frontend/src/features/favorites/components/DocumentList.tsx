import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import {
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import type { FavoriteDocument } from '../types';
import { DocumentIcon } from './DocumentIcon';

interface Props {
  documents: FavoriteDocument[];
  onDownload: (document: FavoriteDocument) => void;
  onDelete: (document: FavoriteDocument) => void;
  isDownloading: (id: number) => boolean;
  isDeleting: (id: number) => boolean;
}

/** Icon, original name, size and upload date; download and delete disabled while busy. */
export function DocumentList({
  documents,
  onDownload,
  onDelete,
  isDownloading,
  isDeleting,
}: Props) {
  const { t } = useTranslation('favorites');
  const { sizeLabel } = useFavoriteLabels();
  return (
    <List dense aria-label={t('documentsDialog.list')} disablePadding>
      {documents.map((document) => {
        const busy = isDownloading(document.id) || isDeleting(document.id);
        return (
          <ListItem
            key={document.id}
            divider
            data-testid="document-row"
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Tooltip title={t('documentsDialog.download', { name: document.original_name })}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={t('documentsDialog.download', { name: document.original_name })}
                      disabled={busy}
                      onClick={() => onDownload(document)}
                    >
                      {isDownloading(document.id) ? (
                        <CircularProgress size={18} />
                      ) : (
                        <DownloadIcon fontSize="small" />
                      )}
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('documentsDialog.delete', { name: document.original_name })}>
                  <span>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('documentsDialog.delete', { name: document.original_name })}
                      disabled={busy}
                      onClick={() => onDelete(document)}
                    >
                      {isDeleting(document.id) ? (
                        <CircularProgress size={18} />
                      ) : (
                        <DeleteOutlineIcon fontSize="small" />
                      )}
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            }
            sx={{ pr: 11 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <DocumentIcon mimeType={document.mime_type} />
            </ListItemIcon>
            <ListItemText
              primary={document.original_name}
              secondary={`${sizeLabel(document.size)} · ${t('documentsDialog.uploadedAt', {
                date: formatDate(document.uploaded_at),
              })}`}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
