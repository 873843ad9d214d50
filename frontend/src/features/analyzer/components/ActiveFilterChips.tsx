import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { activeFiltersOf } from '../active-filters';
import type { SearchFilters } from '../types';

interface Props {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

/** The applied filters at a glance, each removed by a click (the search runs again without it). */
export function ActiveFilterChips({ filters, onSearch }: Props) {
  const { t } = useTranslation('analyzer');
  const active = activeFiltersOf(filters, t);
  if (active.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('activeFilters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
    >
      {active.map(({ key, label, without }) => (
        <Box component="li" key={key} sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Chip
            size="small"
            label={label}
            aria-label={t('activeFilters.remove', { label })}
            onClick={() => onSearch(without)}
            onDelete={() => onSearch(without)}
            sx={{ maxWidth: '100%' }}
          />
        </Box>
      ))}
    </Box>
  );
}
