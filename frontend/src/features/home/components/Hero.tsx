import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function Hero({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Box
      sx={{
        background: ({ palette }) =>
          `linear-gradient(135deg, ${palette.primary.dark} 0%, ${palette.primary.main} 60%, ${palette.secondary.main} 100%)`,
        color: 'primary.contrastText',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="overline" sx={{ opacity: 0.85, letterSpacing: 2 }}>
          {t('hero.eyebrow')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' }, my: 2 }}>
          {t('hero.title')}
        </Typography>
        <Typography sx={{ fontSize: { md: '1.15rem' }, opacity: 0.9, mb: 4 }}>
          {t('hero.subtitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
          {isSignedIn ? (
            <Button
              component={RouterLink}
              to="/analyzer"
              size="large"
              variant="contained"
              sx={{
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              {t('hero.dashboard')}
            </Button>
          ) : (
            <>
              <Button
                component={RouterLink}
                to="/register"
                size="large"
                variant="contained"
                sx={{
                  bgcolor: 'common.white',
                  color: 'primary.dark',
                  '&:hover': { bgcolor: 'grey.100' },
                }}
              >
                {t('hero.startTrial')}
              </Button>
              <Button
                component={RouterLink}
                to="/login"
                size="large"
                variant="outlined"
                color="inherit"
              >
                {t('hero.login')}
              </Button>
            </>
          )}
        </Stack>
        <Typography variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
          {t('hero.trialNote')}
        </Typography>
      </Container>
    </Box>
  );
}
