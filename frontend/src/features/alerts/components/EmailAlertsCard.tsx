import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences } from '../hooks/use-notification-preferences';
import { EMAIL_FREQUENCIES, type EmailFrequency } from '../types';

/** "Alertes par e-mail" on /profile: saved as soon as it is chosen. */
export function EmailAlertsCard() {
  const { t } = useTranslation('alerts');
  const preferences = useNotificationPreferences();
  return (
    <Card id="email-alerts">
      <CardContent>
        <Typography id="email-alerts-title" variant="h5" component="h2">
          {t('email.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('email.intro')}
        </Typography>
        {preferences.loadError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {preferences.loadError}
          </Alert>
        ) : preferences.isLoading ? (
          <CircularProgress size={24} sx={{ mt: 2 }} aria-label={t('loading')} />
        ) : (
          <FormControl sx={{ mt: 2 }} disabled={preferences.isSaving}>
            <RadioGroup
              aria-labelledby="email-alerts-title"
              value={preferences.email ?? ''}
              onChange={(event) => preferences.save(event.target.value as EmailFrequency)}
            >
              {EMAIL_FREQUENCIES.map((frequency) => (
                <FormControlLabel
                  key={frequency}
                  value={frequency}
                  control={<Radio />}
                  label={t(`email.${frequency}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </CardContent>
    </Card>
  );
}
