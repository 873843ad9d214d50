import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notesCellState } from '../favorite-format';
import type { Favorite } from '../types';

/** Spec §2: 'add notes' when empty, 'has enriched data', else the text cut to about 100 px. */
export function NotesCell({
  favorite,
}: {
  favorite: Pick<Favorite, 'written_notes' | 'hasEnrichedData'>;
}) {
  const { t } = useTranslation('favorites');
  const state = notesCellState(favorite);
  if (state.kind === 'enriched')
    return (
      <Chip
        size="small"
        color="secondary"
        variant="outlined"
        icon={<AutoAwesomeIcon />}
        label={t('notesCell.enriched')}
      />
    );
  if (state.kind === 'empty')
    return (
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
      >
        <EditNoteIcon fontSize="small" />
        <Typography variant="body2" component="span">
          {t('notesCell.add')}
        </Typography>
      </Box>
    );
  return (
    <Typography
      variant="body2"
      title={state.text}
      data-testid="notes-text"
      sx={{ maxWidth: 100, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {state.text}
    </Typography>
  );
}
