import { Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function ClosingCta({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h2" gutterBottom>
        {t('cta.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {isSignedIn ? t('cta.signedInText') : t('cta.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={isSignedIn ? '/analyzer' : '/register'}
        variant="contained"
        size="large"
      >
        {isSignedIn ? t('hero.dashboard') : t('hero.startTrial')}
      </Button>
    </Container>
  );
}
