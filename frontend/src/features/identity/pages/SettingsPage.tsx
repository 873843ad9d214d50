import {
  Button,
  Card,
  CardContent,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Language } from '../../../shared/i18n/resources';
import { PageContainer } from '../../../shared/ui/PageContainer';
import { useLanguage } from '../../../shared/ui/layout/use-language';

export function SettingsPage() {
  const { t } = useTranslation('identity');
  const { t: tc } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <PageContainer title={t('settings.title')} maxWidth="md">
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('settings.language.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.language.help')}
            </Typography>
            <FormControl sx={{ minWidth: 220 }}>
              <InputLabel id="settings-language-label">{tc('language.label')}</InputLabel>
              <Select
                labelId="settings-language-label"
                id="settings-language"
                label={tc('language.label')}
                value={language}
                onChange={(event) => setLanguage(event.target.value as Language)}
              >
                {languages.map((lng) => (
                  <MenuItem key={lng} value={lng} lang={lng}>
                    {tc(`language.${lng}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('settings.security.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.security.text')}
            </Typography>
            <Button component={RouterLink} to="/profile#password" variant="outlined">
              {t('settings.security.changePassword')}
            </Button>
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}
