import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import type { Language } from '../../i18n/resources';

/** The current interface language and a way to change it (remembered by the detector's cache). */
export function useLanguage(): {
  language: Language;
  languages: Language[];
  setLanguage: (lng: Language) => void;
} {
  const { i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  return { language, languages: LANGUAGES, setLanguage: (lng) => void i18n.changeLanguage(lng) };
}
