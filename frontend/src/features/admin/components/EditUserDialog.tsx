import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/ui/FormTextField';
import type { AdminUser } from '../api/admin-api';
import { useCreditAdjustment } from '../hooks/use-credit-adjustment';
import { useEditUser } from '../hooks/use-edit-user';
import { ADJUSTMENT_REQUIRED } from '../schemas';
import { AccessGrantsSection } from './AccessGrantsSection';
import { DialogSectionTitle } from './DialogSectionTitle';

interface Props {
  user: AdminUser;
  onClose: () => void;
}

function CreditAdjustment({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const credits = useCreditAdjustment(user.id);
  const { errors } = credits.form.formState;
  const isIncomplete = Boolean(errors.amount || errors.reason);
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={credits.onSubmit}
      aria-labelledby="credit-adjustment-title"
    >
      <DialogSectionTitle id="credit-adjustment-title">
        {t('users.credits.title')}
      </DialogSectionTitle>
      <Typography color="text.secondary" data-testid="admin-credit-balance">
        {credits.balance === undefined
          ? t('users.credits.balanceUnknown')
          : t('users.credits.balance', { count: credits.balance })}
      </Typography>
      {isIncomplete && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {t(ADJUSTMENT_REQUIRED)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <Controller
          control={credits.form.control}
          name="amount"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="field-amount"
              label={t('users.credits.amount')}
              inputMode="numeric"
              error={Boolean(fieldState.error)}
              helperText={t('users.credits.amountHelp')}
              sx={{ flex: { sm: '0 0 40%' } }}
            />
          )}
        />
        <Controller
          control={credits.form.control}
          name="reason"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="field-reason"
              label={t('users.credits.reason')}
              error={Boolean(fieldState.error)}
            />
          )}
        />
      </Stack>
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        <Button type="submit" variant="outlined" disabled={credits.isAdjusting}>
          {t('users.credits.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Full name, role and verified flag (saved together), the credit adjustment, the access grants. */
export function EditUserDialog({ user, onClose }: Props) {
  const { t } = useTranslation('admin');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const edit = useEditUser(user, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby="edit-user-title"
    >
      <DialogTitle id="edit-user-title">
        {t('users.edit.title')}
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {user.email}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="edit-user-form" noValidate onSubmit={edit.onSubmit}>
          <DialogSectionTitle>{t('users.edit.account')}</DialogSectionTitle>
          <FormTextField
            control={edit.form.control}
            name="fullName"
            ns="admin"
            label={t('users.edit.fullName')}
            autoComplete="off"
          />
          <Controller
            control={edit.form.control}
            name="role"
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                id="field-role"
                label={t('users.edit.role')}
              >
                <MenuItem value="user">{t('users.roles.user')}</MenuItem>
                <MenuItem value="admin">{t('users.roles.admin')}</MenuItem>
              </TextField>
            )}
          />
          <Controller
            control={edit.form.control}
            name="isVerified"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
                label={t('users.edit.verified')}
              />
            )}
          />
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={edit.isSaving}>
              {t('users.edit.save')}
            </Button>
          </Stack>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <CreditAdjustment user={user} />
        <Divider sx={{ my: 2 }} />
        <AccessGrantsSection userId={user.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('users.edit.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
