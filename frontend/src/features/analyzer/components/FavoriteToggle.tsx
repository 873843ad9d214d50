import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  isFavorite: boolean;
  isBusy: boolean;
  onToggle: () => void;
}

/** The per-record favorite switch, with its own busy state. */
export function FavoriteToggle({ isFavorite, isBusy, onToggle }: Props) {
  const { t } = useTranslation('analyzer');
  const label = isFavorite ? t('favorite.remove') : t('favorite.add');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={isFavorite}
          aria-busy={isBusy}
          disabled={isBusy}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
          size="small"
          sx={{ color: isFavorite ? 'warning.main' : 'text.secondary' }}
        >
          {isBusy ? <CircularProgress size={20} /> : isFavorite ? <StarIcon /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
