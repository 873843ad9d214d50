import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WatchToggle } from '../../alerts';
import { CompanyLink } from '../../companies';
import type { Favorite } from '../types';

interface Props {
  favorite: Favorite;
  name: string;
  isEnriching: boolean;
  isRemoving: boolean;
  onEnrich: () => void;
  onRemove: () => void;
}

/**
 * A row's detail link (the row opens it too, but only for a mouse, and without saying so), its
 * company page, and its enrich and remove buttons, each with its own busy state; clicks stay in
 * the row.
 */
export function RowActions(props: Props) {
  const { favorite, name, isEnriching, isRemoving, onEnrich, onRemove } = props;
  const { t } = useTranslation('favorites');
  const busy = isEnriching || isRemoving;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('actions.details')}>
        <IconButton
          size="small"
          component={RouterLink}
          to={`/favorites/${favorite.id}`}
          state={{ favorite }}
          aria-label={t('actions.detailsOf', { name })}
          onClick={(event) => event.stopPropagation()}
        >
          <DescriptionOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <CompanyLink siren={favorite.siren} isCompact />
      <WatchToggle siren={favorite.siren} name={name} isCompact />
      <Tooltip title={t('actions.enrichCost')}>
        <span>
          <IconButton
            size="small"
            color="secondary"
            aria-label={t('actions.enrichOf', { name })}
            aria-busy={isEnriching}
            disabled={busy}
            onClick={(event) => {
              event.stopPropagation();
              onEnrich();
            }}
          >
            {isEnriching ? <CircularProgress size={18} /> : <AutoAwesomeIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('actions.remove')}>
        <span>
          <IconButton
            size="small"
            color="error"
            aria-label={t('actions.removeOf', { name })}
            aria-busy={isRemoving}
            disabled={busy}
            onClick={(event) => {
              event.stopPropagation();
              onRemove();
            }}
          >
            {isRemoving ? <CircularProgress size={18} /> : <DeleteOutlineIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
