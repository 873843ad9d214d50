import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ENRICHED_SECTIONS, type EnrichedNotes } from '../types';

/** The five read-only JSON sections of an enrichment (spec §2 "Notes dialog"). */
export function EnrichedSections({ data }: { data: EnrichedNotes['data'] }) {
  const { t } = useTranslation('favorites');
  return (
    <Box data-testid="enriched-sections">
      {ENRICHED_SECTIONS.map((section, index) => {
        const value = data[section];
        return (
          <Accordion key={section} disableGutters defaultExpanded={index === 0} variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
                {t(`notesDialog.sections.${section}`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {value === undefined || value === null ? (
                <Typography color="text.secondary">{t('notesDialog.emptySection')}</Typography>
              ) : (
                <Box
                  component="pre"
                  aria-label={t(`notesDialog.sections.${section}`)}
                  sx={{
                    m: 0,
                    p: 1.5,
                    maxHeight: 240,
                    overflow: 'auto',
                    bgcolor: 'grey.50',
                    borderRadius: 1,
                    fontSize: 12,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                  }}
                >
                  {JSON.stringify(value, null, 2)}
                </Box>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
