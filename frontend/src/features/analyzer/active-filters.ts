import type { TFunction } from 'i18next';
import { formatDate } from '../../shared/format';
import { formatSiren } from '../companies';
import { defaultFilters } from './search-query';
import type { SearchFilters } from './types';

/** One applied filter as a chip shows it, and the search without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: SearchFilters;
}

/** The applied filters that narrow the search (the defaults do not), in the form's order. */
export function activeFiltersOf(
  filters: SearchFilters,
  t: TFunction<'analyzer'>,
  today: Date = new Date(),
): ActiveFilter[] {
  const defaults = defaultFilters(today);
  const chips: ActiveFilter[] = [];
  const add = (key: string, label: string, without: Partial<SearchFilters>) =>
    chips.push({ key, label, without: { ...filters, ...without } });
  const eachOf = (
    name: 'types' | 'departements' | 'statuses' | 'judgments',
    labelOf: (code: string) => string,
  ) => {
    for (const code of filters[name])
      add(`${name}:${code}`, labelOf(code), {
        [name]: filters[name].filter((other) => other !== code),
      });
  };

  const q = filters.searchQuery.trim();
  if (q) add('q', t('activeFilters.query', { value: q }), { searchQuery: '' });
  eachOf('types', (type) => t(`types.${type}`));
  if (filters.fromDate !== defaults.fromDate || filters.toDate !== defaults.toDate) {
    const from = filters.fromDate && formatDate(filters.fromDate);
    const to = filters.toDate && formatDate(filters.toDate);
    const label =
      from && to
        ? t('activeFilters.dates', { from, to })
        : from
          ? t('activeFilters.since', { from })
          : t('activeFilters.until', { to });
    if (from || to) add('dates', label, { fromDate: defaults.fromDate, toDate: defaults.toDate });
  }
  eachOf('departements', (code) => code);
  const tribunal = filters.tribunal.trim();
  if (tribunal) add('tribunal', t('activeFilters.tribunal', { value: tribunal }), { tribunal: '' });
  if (filters.siren.trim())
    add(
      'siren',
      t('activeFilters.siren', { value: formatSiren(filters.siren.replace(/\s/g, '')) }),
      {
        siren: '',
      },
    );
  eachOf('statuses', (code) => t(`statuses.${code}`));
  eachOf('judgments', (kind) => t(`judgments.${kind}`));
  if (filters.includeInactive)
    add('includeInactive', t('activeFilters.includeInactive'), { includeInactive: false });
  return chips;
}
