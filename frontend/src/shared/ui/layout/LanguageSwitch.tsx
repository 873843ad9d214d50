import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './use-language';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={t('language.label')}
      onChange={(_, next) => next && setLanguage(next)}
    >
      {languages.map((lng) => (
        <ToggleButton
          key={lng}
          value={lng}
          lang={lng}
          aria-label={t(`language.${lng}`)}
          sx={{ px: 1.25, py: 0.25 }}
        >
          {t(`language.short.${lng}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
