import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        py: 3,
        px: 2,
        mt: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.source')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Link component={RouterLink} to="/terms" variant="body2">
            {t('footer.terms')}
          </Link>
          <Link component={RouterLink} to="/privacy" variant="body2">
            {t('footer.privacy')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
