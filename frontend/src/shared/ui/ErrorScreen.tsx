import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ maxWidth: 520, mx: 'auto', my: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('errorBoundary.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('errorBoundary.message')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<RefreshIcon />}
        onClick={() => window.location.reload()}
      >
        {t('errorBoundary.refresh')}
      </Button>
    </Box>
  );
}
