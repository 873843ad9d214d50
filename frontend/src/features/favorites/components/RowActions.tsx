import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  isEnriching: boolean;
  isRemoving: boolean;
  onEnrich: () => void;
  onRemove: () => void;
}

/** A row's enrich and remove buttons, each with its own busy state; clicks stay in the row. */
export function RowActions({ name, isEnriching, isRemoving, onEnrich, onRemove }: Props) {
  const { t } = useTranslation('favorites');
  const busy = isEnriching || isRemoving;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
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
