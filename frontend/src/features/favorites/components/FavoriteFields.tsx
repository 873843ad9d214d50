import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { LabelledValue } from '../../../shared/ui/LabelledValue';
import { aboutText, notePreview } from '../favorite-format';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import type { Favorite } from '../types';

/** Spec §2 "Favorite detail": the record's fields, the notes preview and the 'About' text. */
export function FavoriteFields({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation('favorites');
  const { typeLabel } = useFavoriteLabels();
  const na = t('detail.notProvided');
  const isEnriched = favorite.hasEnrichedData;
  const written = favorite.written_notes.trim();
  const about = aboutText(favorite.annonce_text, favorite.details_annonce_json);
  const date = formatDate(favorite.date_parution, 'dd/MM/y');
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <LabelledValue name="nom_complet" label={t('detail.fields.nom_complet')}>
          {favorite.nom_complet || na}
        </LabelledValue>
        <LabelledValue name="type_annonce" label={t('detail.fields.type_annonce')}>
          {favorite.type_annonce ? typeLabel(favorite.type_annonce) : na}
        </LabelledValue>
        <LabelledValue name="rcs" label={t('detail.fields.rcs')}>
          {favorite.rcs || na}
        </LabelledValue>
        <LabelledValue name="forme_juridique" label={t('detail.fields.forme_juridique')}>
          {favorite.forme_juridique || na}
        </LabelledValue>
        <LabelledValue name="adresse" label={t('detail.fields.adresse')}>
          {favorite.adresse || na}
        </LabelledValue>
        <LabelledValue name="activite" label={t('detail.fields.activite')}>
          {favorite.activite || na}
        </LabelledValue>
        <LabelledValue name="date_parution" label={t('detail.fields.date_parution')}>
          {date === '-' ? na : date}
        </LabelledValue>
        <LabelledValue name="notes" label={t('detail.fields.notes')}>
          {isEnriched && (
            <Chip
              size="small"
              color="secondary"
              variant="outlined"
              label={t('detail.enrichedBadge')}
              sx={{ mr: 1 }}
              component="span"
            />
          )}
          {written ? notePreview(written) : isEnriched ? null : t('detail.noNotes')}
        </LabelledValue>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('detail.about')}
      </Typography>
      <Box
        component="pre"
        data-testid="favorite-about"
        sx={{
          m: 0,
          p: 2,
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'inherit',
          fontSize: 14,
          maxHeight: 420,
          overflow: 'auto',
        }}
      >
        {about || t('detail.noAbout')}
      </Box>
    </>
  );
}
