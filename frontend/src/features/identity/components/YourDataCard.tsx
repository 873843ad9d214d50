import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountExport } from '../hooks/use-your-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** CONTRACT 7.7 on /profile: download or delete what the product holds about the user. */
export function YourDataCard() {
  const { t } = useTranslation('identity');
  const { download, isDownloading } = useAccountExport();
  const [isDeleting, setDeleting] = useState(false);
  return (
    <Card id="your-data">
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('profile.data.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('profile.data.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={isDownloading}
          >
            {t('profile.data.download')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverIcon />}
            onClick={() => setDeleting(true)}
          >
            {t('profile.data.delete')}
          </Button>
        </Stack>
      </CardContent>
      <DeleteAccountDialog open={isDeleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}
