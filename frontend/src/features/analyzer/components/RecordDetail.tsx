import { Box, Divider, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/format';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTypeLabel } from '../hooks/use-type-label';
import type { AnalyzerRecord, AnalyzerRecordSummary } from '../types';

type Field = keyof AnalyzerRecord;

const SECTIONS: { key: string; fields: Field[] }[] = [
  {
    key: 'company',
    fields: [
      'nom_complet',
      'nom_commercial',
      'forme_juridique',
      'rcs',
      'capital',
      'adresse',
      'numero_departement',
      'activite',
    ],
  },
  {
    key: 'announcement',
    fields: [
      'type_annonce',
      'famille',
      'date_parution',
      'date_annonce',
      'numero_annonce',
      'annonce_id',
      'tribunal',
    ],
  },
  {
    key: 'judgment',
    fields: [
      'proceduration_collective_existe',
      'type_jugement',
      'date_jugement',
      'date_cessation_paiements',
      'complementaire',
    ],
  },
];

const DATE_FIELDS = new Set<Field>([
  'date_parution',
  'date_annonce',
  'date_jugement',
  'date_cessation_paiements',
]);

/** Every field of a record (spec §3): dates dd/MM/yyyy, capital as currency. */
/** An opened record, or only its results row when opening it failed for another reason. */
export function RecordDetail({
  record,
}: {
  record: AnalyzerRecordSummary & Partial<AnalyzerRecord>;
}) {
  const { t } = useTranslation('analyzer');
  const typeLabel = useTypeLabel();

  const display = (field: Field): ReactNode => {
    const value = record[field];
    if (DATE_FIELDS.has(field)) return formatDate(value as string | null);
    if (field === 'capital') {
      const amount = value === null || value === undefined || value === '' ? NaN : Number(value);
      return Number.isFinite(amount) ? formatMoney(amount, 'EUR', currentLanguage()) : '-';
    }
    if (field === 'type_annonce') return typeLabel(record.type_annonce);
    if (field === 'proceduration_collective_existe')
      return value ? t('detail.yes') : t('detail.no');
    return value === null || value === undefined || value === '' ? '-' : String(value);
  };

  const details = record.details_annonce_json;
  const detailsText =
    details === null || details === undefined || details === ''
      ? null
      : typeof details === 'string'
        ? details
        : JSON.stringify(details, null, 2);

  return (
    <Stack spacing={3} divider={<Divider flexItem />} data-testid="record-detail">
      {SECTIONS.map((section) => (
        <Box key={section.key} component="section">
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t(`detail.sections.${section.key}`)}
          </Typography>
          <Grid container component="dl" spacing={1} sx={{ m: 0 }}>
            {section.fields.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }} sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(`detail.fields.${field}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  data-field={field}
                  sx={{ m: 0, wordBreak: 'break-word' }}
                >
                  {display(field)}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      {record.annonce_text && (
        <Box component="section">
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('detail.sections.text')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {record.annonce_text}
          </Typography>
        </Box>
      )}
      {detailsText && (
        <Box component="section">
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('detail.sections.details')}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1.5,
              maxHeight: 320,
              overflow: 'auto',
              bgcolor: 'grey.100',
              borderRadius: 1,
              fontSize: 12,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {detailsText}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
