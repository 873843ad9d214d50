import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMPANY_STATUS_CODES } from '../../companies';
import { PORTFOLIO_FLAGS, type PortfolioFilters, type PortfolioFlag } from '../types';

interface Props {
  filters: PortfolioFilters;
  onChange: (filters: PortfolioFilters) => void;
}

/** A status and a flag to keep; "Tous" leaves the list whole. */
export function PortfolioFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation(['portfolio', 'companies']);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ ...filters, status: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ flex: { sm: '0 0 240px' } }}
      >
        <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
        {COMPANY_STATUS_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`companies:status.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.flag')}
        value={filters.flag ?? ''}
        onChange={(event) =>
          onChange({ ...filters, flag: (event.target.value || null) as PortfolioFlag | null })
        }
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ flex: { sm: '0 0 260px' } }}
      >
        <MenuItem value="">{t('filters.allFlags')}</MenuItem>
        {PORTFOLIO_FLAGS.map((flag) => (
          <MenuItem key={flag} value={flag}>
            {t(`flags.${flag}`)}
          </MenuItem>
        ))}
      </TextField>
      {(filters.status || filters.flag) && (
        <Button onClick={() => onChange({ status: null, flag: null })}>{t('filters.reset')}</Button>
      )}
    </Stack>
  );
}
