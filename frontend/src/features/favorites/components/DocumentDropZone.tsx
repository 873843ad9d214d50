import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT } from '../favorite-format';

interface Props {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
}

/** Drag and drop, or the file picker; every file goes to `onFiles`, which sorts them. */
export function DocumentDropZone({ onFiles, isUploading }: Props) {
  const { t } = useTranslation('favorites');
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isUploading) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <Box
      data-testid="document-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      sx={(theme) => ({
        border: '2px dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? alpha(theme.palette.primary.main, 0.06) : 'grey.50',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        transition: 'background-color 150ms, border-color 150ms',
      })}
    >
      {isUploading ? (
        <CircularProgress size={32} aria-label={t('documentsDialog.uploading')} />
      ) : (
        <CloudUploadIcon sx={{ fontSize: 36, color: 'primary.main' }} />
      )}
      <Typography sx={{ fontWeight: 'fontWeightMedium', mt: 1 }}>
        {isUploading ? t('documentsDialog.uploading') : t('documentsDialog.drop')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
        {t('documentsDialog.or')}
      </Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={isUploading}>
        {t('documentsDialog.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={DOCUMENT_ACCEPT}
        data-testid="document-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('documentsDialog.rules')}
      </Typography>
    </Box>
  );
}
