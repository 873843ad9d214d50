import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountDeletion } from '../hooks/use-your-data';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Asks for the password and says what goes and what is kept before deleting the account. */
export function DeleteAccountDialog({ open, onClose }: Props) {
  const { t } = useTranslation('identity');
  const [password, setPassword] = useState('');
  const { deleteAccount, isDeleting, error, reset } = useAccountDeletion();
  const close = () => {
    setPassword('');
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password) deleteAccount(password);
        }}
      >
        <DialogTitle id="delete-account-title">{t('profile.data.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('profile.data.deleteRemoved')}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{t('profile.data.deleteKept')}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            required
            margin="normal"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('profile.data.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!password || isDeleting}
          >
            {t('profile.data.deleteConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
