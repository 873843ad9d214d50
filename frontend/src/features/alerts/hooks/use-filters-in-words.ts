import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { formatSiren } from '../../companies';
import { listOf } from '../saved-search-filters';
import type { SavedSearchFilters } from '../types';

/** A saved search's filters as a line a person reads: « boulangerie » · Radiation · 75, 92 … */
export function useFiltersInWords() {
  const { t } = useTranslation('alerts');
  return useCallback(
    (filters: SavedSearchFilters): string => {
      const parts: string[] = [];
      if (filters.q) parts.push(t('filters.text', { text: filters.q }));
      const types = listOf(filters.typeAnnonce);
      if (types.length)
        parts.push(
          types.map((type) => t(`analyzer:types.${type}`, { defaultValue: type })).join(', '),
        );
      const statuses = listOf(filters.status);
      if (statuses.length)
        parts.push(
          statuses.map((code) => t(`analyzer:statuses.${code}`, { defaultValue: code })).join(', '),
        );
      const judgments = listOf(filters.judgment);
      if (judgments.length)
        parts.push(
          t('filters.judgments', {
            list: judgments
              .map((kind) => t(`analyzer:judgments.${kind}`, { defaultValue: kind }).toLowerCase())
              .join(', '),
          }),
        );
      const departements = listOf(filters.departement);
      if (departements.length)
        parts.push(
          t('filters.departements', { count: departements.length, list: departements.join(', ') }),
        );
      if (filters.tribunal) parts.push(t('filters.tribunal', { name: filters.tribunal }));
      if (filters.siren) parts.push(t('filters.siren', { siren: formatSiren(filters.siren) }));
      const from = filters.dateFrom && formatDate(filters.dateFrom);
      const to = filters.dateTo && formatDate(filters.dateTo);
      if (from && to) parts.push(t('filters.between', { from, to }));
      else if (from) parts.push(t('filters.from', { from }));
      else if (to) parts.push(t('filters.until', { to }));
      if (filters.includeInactive) parts.push(t('filters.includeInactive'));
      return parts.length ? parts.join(' · ') : t('filters.all');
    },
    [t],
  );
}
