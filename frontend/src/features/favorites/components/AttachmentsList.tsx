import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload, useDocumentList } from '../hooks/use-favorite-documents';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import { DocumentIcon } from './DocumentIcon';

/** The detail page's attachments: one download link per file. */
export function AttachmentsList({ favoriteId }: { favoriteId: number }) {
  const { t } = useTranslation('favorites');
  const { sizeLabel } = useFavoriteLabels();
  const list = useDocumentList(favoriteId);
  const { download, isDownloading } = useDocumentDownload();
  const documents = list.data ?? [];
  return (
    <Box component="section" aria-labelledby="attachments-title">
      <Typography id="attachments-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('detail.attachments')}
      </Typography>
      {list.isPending ? (
        <CircularProgress size={24} aria-label={t('documentsDialog.loading')} />
      ) : documents.length === 0 ? (
        <Typography color="text.secondary">{t('detail.noDocuments')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {documents.map((document) => (
            <Stack
              component="li"
              key={document.id}
              direction="row"
              spacing={1}
              data-testid="attachment"
              sx={{ alignItems: 'center' }}
            >
              <DocumentIcon mimeType={document.mime_type} />
              <Link
                component="button"
                type="button"
                onClick={() => download(document)}
                disabled={isDownloading(document.id)}
                aria-label={t('detail.download', { name: document.original_name })}
                sx={{ textAlign: 'left', wordBreak: 'break-word' }}
              >
                {document.original_name}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {sizeLabel(document.size)}
              </Typography>
              {isDownloading(document.id) && <CircularProgress size={16} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
