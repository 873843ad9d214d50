import BusinessIcon from '@mui/icons-material/Business';
import { Button, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { companyPath } from '../siren';

interface Props {
  siren: string | null | undefined;
  /** An icon only, for a table row. */
  isCompact?: boolean;
  /** Before the page changes (a dialog closes first). */
  onClick?: () => void;
}

/** "Fiche entreprise": the company page of a record's SIREN; nothing without one. */
export function CompanyLink({ siren, isCompact = false, onClick }: Props) {
  const { t } = useTranslation('companies');
  if (!siren) return null;
  // Inside a clickable row, following the link must not also open the row.
  const follow = (event: MouseEvent) => {
    event.stopPropagation();
    onClick?.();
  };
  return isCompact ? (
    <Tooltip title={t('link')}>
      <IconButton component={RouterLink} to={companyPath(siren)} size="small" onClick={follow}>
        <BusinessIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      component={RouterLink}
      to={companyPath(siren)}
      startIcon={<BusinessIcon />}
      onClick={follow}
    >
      {t('link')}
    </Button>
  );
}
