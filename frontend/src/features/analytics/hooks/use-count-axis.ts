import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The axis and tooltip settings of a chart of notice counts: ticks one notice apart at least (a
 * count has no halves) and numbers written as the language writes them ("1 510" in French).
 */
export function useCountAxis() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const formatCount = (value: number | null) => (value === null ? '' : number.format(value));
    return {
      formatCount,
      /** Spread into the count axis of a chart. */
      axis: { tickMinStep: 1, valueFormatter: (value: number) => formatCount(value) },
    };
  }, [language]);
}
