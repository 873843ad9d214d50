import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../shared/ui/FormCheckbox';
import { FormTextField } from '../../../shared/ui/FormTextField';
import type { useWebhookForm } from '../hooks/use-webhook-form';

/** The one event a webhook listens to today (CONTRACT §7.6). */
const NOTIFICATION_CREATED = 'notification.created';

type Props = Pick<ReturnType<typeof useWebhookForm>, 'form' | 'submit' | 'isSaving' | 'failure'>;

/** Adds a webhook: where to POST, and which events. */
export function WebhookForm({ form, submit, isSaving, failure }: Props) {
  const { t } = useTranslation('integrations');
  const eventError = form.formState.errors.notificationCreated?.message;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('form.title')}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('form.title')}
        </Typography>
        <FormTextField
          control={form.control}
          name="url"
          ns="integrations"
          label={t('form.url')}
          placeholder="https://hooks.example.com/bodacc"
          helperText={t('form.urlHelp')}
          type="url"
          inputMode="url"
          autoComplete="off"
          fullWidth
          required
        />
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('form.events')}
          </Typography>
          <FormCheckbox
            control={form.control}
            name="notificationCreated"
            label={
              <span>
                <code>{NOTIFICATION_CREATED}</code> — {t('events.notification.created')}
              </span>
            }
          />
          {eventError && <FormHelperText error>{t(eventError)}</FormHelperText>}
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={isSaving}
            startIcon={isSaving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('form.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
