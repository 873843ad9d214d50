import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { LabelledValue } from '../../../shared/ui/LabelledValue';
import { CompanyStatusBadge } from '../../companies';
import { notePreview } from '../favorite-format';
import { useFavoriteLabels } from '../hooks/use-favorite-labels';
import type { Favorite } from '../types';

/**
 * Spec §2 "Favorite detail": the record's summary fields and the notes preview. A favorite is
 * free, so the notice's own text is read by opening the record, which asks first when it costs.
 */
export function FavoriteFields({ favorite }: { favorite: Favorite }) {
  const { t } = useTranslation('favorites');
  const { typeLabel } = useFavoriteLabels();
  const na = t('detail.notProvided');
  const isEnriched = favorite.hasEnrichedData;
  const written = favorite.written_notes.trim();
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
        <LabelledValue name="ville" label={t('detail.fields.ville')}>
          {favorite.ville || na}
        </LabelledValue>
        <LabelledValue name="status" label={t('detail.fields.status')}>
          {favorite.companyStatus ? <CompanyStatusBadge status={favorite.companyStatus} /> : na}
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mt: 3, gap: 2, alignItems: { sm: 'center' } }}
      >
        <Button
          component={RouterLink}
          to={`/analyzer/records/${favorite.analyzer_record_id}`}
          variant="contained"
          startIcon={<ArticleOutlinedIcon />}
          sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
        >
          {t('detail.fullNotice')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('detail.fullNoticeHelp')}
        </Typography>
      </Stack>
    </>
  );
}
