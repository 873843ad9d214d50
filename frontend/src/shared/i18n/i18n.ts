import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces, type Language } from './resources';
import { applyDateLocale } from '../format/dates';

export const LANGUAGES: Language[] = ['fr', 'en'];
export const LANGUAGE_STORAGE_KEY = 'language';

/** French by default and as fallback; the choice is remembered in local storage only. */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: 'fr',
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    initAsync: false,
    showSupportNotice: false,
  });

function applyLanguage(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.title = i18n.t('common:app.title');
  applyDateLocale(lng);
}

i18n.on('languageChanged', applyLanguage);
applyLanguage(i18n.resolvedLanguage ?? 'fr');

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
}

export default i18n;
