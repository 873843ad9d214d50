import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../favorite-format';

/** Labels shared by the screens: announcement type, company name, document size. */
export function useFavoriteLabels() {
  const { t, i18n } = useTranslation('favorites');
  const language = i18n.resolvedLanguage ?? 'fr';
  return {
    // The analyzer names the announcement types for every screen; an unknown one shows as is.
    typeLabel: useCallback(
      (type: string | null | undefined) =>
        type ? t(`analyzer:types.${type}`, { defaultValue: type }) : '-',
      [t],
    ),
    nameOf: useCallback(
      (favorite: { nom_complet?: string | null }) => favorite.nom_complet || t('unnamed'),
      [t],
    ),
    sizeLabel: useCallback(
      (bytes: number) => {
        const { value, unit } = fileSize(bytes);
        const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
        return `${number} ${t(`size.${unit}`)}`;
      },
      [t, language],
    ),
  };
}
