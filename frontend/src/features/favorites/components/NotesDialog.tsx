import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import { useNotesForm } from '../hooks/use-notes-form';
import type { Favorite } from '../types';
import { EnrichedSections } from './EnrichedSections';

interface Props {
  favorite: Favorite;
  open: boolean;
  onClose: () => void;
}

/** Spec §2 "Notes dialog": one textarea, or the read-only enrichment and additional notes. */
export function NotesDialog({ favorite, open, onClose }: Props) {
  const { t } = useTranslation('favorites');
  const { nameOf } = useFavoriteLabels();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { form, enriched, submit, isSaving } = useNotesForm(favorite, open, onClose);
  const { ref, ...notesField } = form.register('notes');
  return (
    <Dialog
      open={open}
      onClose={isSaving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="notes-dialog-title"
    >
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id="notes-dialog-title">
          {t('notesDialog.title', { name: nameOf(favorite) })}
        </DialogTitle>
        <DialogContent dividers>
          {enriched ? (
            <Stack spacing={2}>
              <Alert severity="info">
                {enriched.timestamp
                  ? t('notesDialog.enrichedInfo', { date: formatDate(enriched.timestamp) })
                  : t('notesDialog.enrichedInfoNoDate')}
              </Alert>
              <EnrichedSections data={enriched.data} />
              <TextField
                {...notesField}
                inputRef={ref}
                label={t('notesDialog.additional')}
                multiline
                minRows={4}
                margin="none"
              />
            </Stack>
          ) : (
            <TextField
              {...notesField}
              inputRef={ref}
              label={t('notesDialog.label')}
              placeholder={t('notesDialog.placeholder')}
              multiline
              minRows={10}
              margin="none"
              autoFocus
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={isSaving}>
            {t('notesDialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSaving}
            startIcon={isSaving ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {t('notesDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
