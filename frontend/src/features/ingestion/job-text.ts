import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A text a job wrote: the code and parameters the screens translate, and its English text. */
export interface JobText {
  message: string | null;
  code?: string | null;
  params?: Record<string, unknown> | null;
}

/**
 * The text in the screen's language: `jobs.<section>.<code>` of the ingestion namespace with
 * its parameters (numbers formatted for the language); the stored English text for a row
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
    Object.entries(text.params ?? {}).map(([key, value]) => [
      key,
      typeof value === 'number' && key !== 'id' ? number.format(value) : value,
    ]),
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
