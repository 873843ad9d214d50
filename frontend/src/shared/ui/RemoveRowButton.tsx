import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';

interface Props {
  /** The tooltip ("Supprimer"). */
  title: string;
  /** What a screen reader hears: the action and the row's name. */
  label: string;
  isBusy: boolean;
  onClick: () => void;
}

/** A row's remove button, with its own busy state. */
export function RemoveRowButton({ title, label, isBusy, onClick }: Props) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          color="error"
          aria-label={label}
          aria-busy={isBusy}
          disabled={isBusy}
          onClick={onClick}
        >
          {isBusy ? <CircularProgress size={18} /> : <DeleteOutlineIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
