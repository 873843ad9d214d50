import { Box, Divider, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isFieldShown, RECORD_SECTIONS, WIDE_FIELDS } from '../record-sections';
import type { AnalyzerRecord, AnalyzerRecordSummary } from '../types';
import { RecordFieldValue } from './RecordFieldValue';

/**
 * Every field of a record (spec §3) and what its notice says, in words (the raw JSON of the
 * notice is the source's material, not the reader's); or only its results row when opening it
 * failed for another reason than credits.
 */
export function RecordDetail({
  record,
}: {
  record: AnalyzerRecordSummary & Partial<AnalyzerRecord>;
}) {
  const { t } = useTranslation('analyzer');
  return (
    <Stack spacing={3} divider={<Divider flexItem />} data-testid="record-detail">
      {RECORD_SECTIONS.map((section) => (
        <Box key={section.key} component="section">
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t(`detail.sections.${section.key}`)}
          </Typography>
          <Grid container component="dl" spacing={1} sx={{ m: 0 }}>
            {section.fields
              .filter((field) => isFieldShown(record, field))
              .map((field) => (
                <Grid
                  key={field}
                  size={{ xs: 12, sm: WIDE_FIELDS.has(field) ? 12 : 6 }}
                  sx={{ minWidth: 0 }}
                >
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t(`detail.fields.${field}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    data-field={field}
                    sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}
                  >
                    <RecordFieldValue record={record} field={field} />
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
    </Stack>
  );
}
