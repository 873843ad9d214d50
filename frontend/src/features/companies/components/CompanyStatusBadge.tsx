import { Box, Chip, Tooltip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import type { CompanyStatus, CompanyStatusCode } from '../types';

/** Green while trading, blue to red as a procedure gets graver, grey once the company is gone. */
const COLORS: Record<CompanyStatusCode, ChipProps['color']> = {
  active: 'success',
  sauvegarde: 'info',
  redressement_judiciaire: 'warning',
  liquidation_judiciaire: 'error',
  // Open, of a kind the notices do not name: an open procedure's colour, never the active one's.
  procedure_collective: 'warning',
  liquidation_closed: 'default',
  struck_off: 'default',
};

interface Props {
  status: CompanyStatus;
  size?: 'small' | 'medium';
}

/** A company's legal status; its date is in the tooltip, and read out to screen readers. */
export function CompanyStatusBadge({ status, size = 'small' }: Props) {
  const { t } = useTranslation('companies');
  const label = t(`status.${status.code}`, { defaultValue: status.code });
  const since = status.since ? t('status.since', { date: formatDate(status.since) }) : null;
  const chip = (
    <Chip
      size={size}
      color={COLORS[status.code] ?? 'default'}
      variant={COLORS[status.code] === 'default' ? 'outlined' : 'filled'}
      data-testid="company-status"
      data-status={status.code}
      // A long status ("Compulsory liquidation") wraps in a narrow card rather than being cut.
      sx={{
        maxWidth: '100%',
        height: 'auto',
        minHeight: size === 'small' ? 24 : 32,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
      label={
        <>
          {label}
          {since && <Box component="span" sx={visuallyHidden}>{` ${since}`}</Box>}
        </>
      }
    />
  );
  return since ? (
    <Tooltip title={`${label} ${since}`} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
