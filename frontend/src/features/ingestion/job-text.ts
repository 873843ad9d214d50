import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter as the screen shows it: numbers and days (YYYY-MM-DD) in the screen's format. */
function displayed(key: string, value: unknown, number: Intl.NumberFormat): unknown {
  if (typeof value === 'number') return key === 'id' ? value : number.format(value);
  // An impossible day (a row's invalid date) is shown as the row gave it.
  if (typeof value === 'string' && ISO_DAY.test(value)) {
    const day = formatDate(value);
    return day === '-' ? value : day;
  }
  return value;
}

/** A text a job wrote: the code and parameters the screens translate, and its English text. */
export interface JobText {
  message: string | null;
  code?: string | null;
  params?: Record<string, unknown> | null;
}

/**
 * The text in the screen's language: `jobs.<section>.<code>` of the ingestion namespace with
 * its parameters (numbers and days formatted for the language); the stored English text for a row
 * written before codes existed, or a code this screen does not know yet.
 */
export function translateJobText(
  t: TFunction<'ingestion'>,
  language: string,
  text: JobText,
  sections: readonly ('summary' | 'log')[] = ['log'],
): string {
  const fallback = text.message ?? '';
  if (!text.code) return fallback;
  const number = new Intl.NumberFormat(language);
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([key, value]) => [key, displayed(key, value, number)]),
  );
  const keys = sections.map((section) => `jobs.${section}.${text.code}`);
  return t(keys as unknown as 'jobs', { ...params, defaultValue: fallback }) as string;
}

/** translateJobText for the current language; `sections` are tried in order. */
export function useJobText(sections: readonly ('summary' | 'log')[] = ['log']) {
  const { t, i18n } = useTranslation('ingestion');
  const key = sections.join();
  return useCallback(
    (text: JobText) => translateJobText(t, i18n.language, text, key.split(',') as typeof sections),
    [t, i18n.language, key],
  );
}
