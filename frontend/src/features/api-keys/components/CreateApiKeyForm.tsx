import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/ui/FormTextField';
import type { useCreateApiKey } from '../hooks/use-create-api-key';
import { API_KEY_NAME_MAX } from '../schemas';

interface Props {
  creation: ReturnType<typeof useCreateApiKey>;
}

/** A name that says where the key will be used, and the button that makes the key. */
export function CreateApiKeyForm({ creation }: Props) {
  const { t } = useTranslation('apiKeys');
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('create.title')}
        </Typography>
        <form onSubmit={creation.submit} noValidate>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              control={creation.form.control}
              name="name"
              ns="apiKeys"
              id="api-key-name"
              label={t('create.name')}
              placeholder={t('create.namePlaceholder')}
              margin="none"
              size="small"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={creation.isCreating}
              startIcon={
                creation.isCreating ? <CircularProgress size={18} color="inherit" /> : <AddIcon />
              }
              sx={{ flexShrink: 0, whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
            >
              {t('create.submit')}
            </Button>
          </Stack>
          {creation.failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {creation.failure}
            </Alert>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
