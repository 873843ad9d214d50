import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePlanLimitText, type LimitKind } from '../hooks/use-plan-limit-text';
import { WatchSlotsNote } from './WatchSlotsNote';

interface Props {
  kind: LimitKind;
  open: boolean;
  onClose: () => void;
}

/** Said where a switch was refused (a row, a modal, a page): the limit and the way to more. */
export function PlanLimitDialog({ kind, open, onClose }: Props) {
  const { t } = useTranslation('alerts');
  const text = usePlanLimitText();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
      // Inside a clickable row, a click in the dialog must not also open the row.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={`${id}-title`}>{t('limits.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text(kind)}</DialogContentText>
        {kind === 'watches' && (
          <DialogContentText component="div" sx={{ mt: 1 }}>
            <WatchSlotsNote />
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('limits.close')}</Button>
        <Button component={RouterLink} to="/subscriptions" variant="contained" onClick={onClose}>
          {t('limits.upgrade')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
