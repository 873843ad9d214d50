import { format, isValid, parseISO, setDefaultOptions } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';

/** Dates read dd/MM/yyyy and weeks start on Monday, in both languages. */
export function applyDateLocale(lng: string): void {
  setDefaultOptions({ locale: lng === 'en' ? enGB : fr, weekStartsOn: 1 });
}

export function formatDate(
  value: string | Date | null | undefined,
  pattern = 'dd/MM/yyyy',
): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, pattern) : '-';
}
