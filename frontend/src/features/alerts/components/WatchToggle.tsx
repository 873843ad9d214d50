import NotificationAddOutlinedIcon from '@mui/icons-material/NotificationAddOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatchToggle } from '../hooks/use-watch-toggle';
import { PlanLimitDialog } from './PlanLimitDialog';

interface Props {
  siren: string | null | undefined;
  /** The company's name, for the message that confirms. */
  name?: string | null;
  /** An icon only, for a table row. */
  isCompact?: boolean;
}

/**
 * "Suivre cette entreprise" / "Ne plus surveiller": watches the company of a SIREN; nothing
 * without one. Over the plan's limit it says so, with the way to a larger plan.
 */
export function WatchToggle({ siren, name, isCompact = false }: Props) {
  const { t } = useTranslation('alerts');
  const watches = useWatchToggle();
  const [isLimitShown, setLimitShown] = useState(false);
  if (!siren) return null;
  const isWatched = watches.isWatched(siren);
  const isBusy = watches.isBusy(siren);
  const isDisabled = isBusy || !watches.isReady;
  const label = isWatched ? t('watch.stop') : isCompact ? t('watch.start') : t('watch.follow');
  const icon = isBusy ? (
    <CircularProgress size={18} />
  ) : isWatched ? (
    <NotificationsActiveIcon fontSize="small" />
  ) : (
    <NotificationAddOutlinedIcon fontSize="small" />
  );
  // Inside a clickable row, the switch must not also open the row.
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    if ((await watches.toggle(siren, name)) === 'limit') setLimitShown(true);
  };
  const limit = (
    <PlanLimitDialog kind="watches" open={isLimitShown} onClose={() => setLimitShown(false)} />
  );
  if (isCompact)
    return (
      <>
        <Tooltip title={label}>
          <span>
            <IconButton
              size="small"
              aria-label={label}
              aria-busy={isBusy}
              disabled={isDisabled}
              onClick={onClick}
              sx={{ color: isWatched ? 'primary.main' : 'text.secondary' }}
              data-testid="watch-toggle"
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
        {limit}
      </>
    );
  return (
    <>
      <Button
        variant={isWatched ? 'text' : 'outlined'}
        startIcon={icon}
        aria-busy={isBusy}
        disabled={isDisabled}
        onClick={onClick}
        data-testid="watch-toggle"
      >
        {label}
      </Button>
      {limit}
    </>
  );
}
