import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format';
import { useHeldWatchSlots } from '../hooks/use-watches';

/**
 * Beside the watch limit: a removed watch frees its place only 24 h later (so a few watches cannot
 * open every company's notices in turn), and when the next held place frees.
 */
export function WatchSlotsNote() {
  const { t } = useTranslation('alerts');
  const held = useHeldWatchSlots();
  return (
    <Typography variant="body2" component="span" display="block" data-testid="watch-slots-note">
      {held.nextFreeAt
        ? t('limits.watchSlots.held', {
            count: held.count,
            date: formatDate(held.nextFreeAt),
            time: formatDate(held.nextFreeAt, 'HH:mm'),
          })
        : t('limits.watchSlots.cooldown')}
    </Typography>
  );
}
