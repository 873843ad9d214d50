import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import guideEn from '../../../../../docs/data-files.md?raw';
import guideFr from '../../../../../docs/data-files.fr.md?raw';

/**
 * A button opening docs/data-files.md (or its French text) as the repository has it: the formats
 * of the files the data jobs read. The docs are not served, so the page carries them.
 */
export function DataFilesGuide() {
  const { t, i18n } = useTranslation('ingestion');
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Box>
        <Button size="small" startIcon={<DescriptionIcon />} onClick={() => setOpen(true)}>
          {t('data.file.guide')}
        </Button>
      </Box>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id={`${id}-title`}>{t('data.file.guideTitle')}</DialogTitle>
        <DialogContent dividers>
          <Box
            component="pre"
            data-testid="data-files-guide"
            sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', typography: 'body2' }}
          >
            {i18n.language.startsWith('en') ? guideEn : guideFr}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('data.file.guideClose')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
