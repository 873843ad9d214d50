import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/ui/CopyButton';
import type { CreatedWebhook } from '../api/webhooks-api';

interface Props {
  created: CreatedWebhook;
  onDismiss: () => void;
}

/** The new webhook's signing secret, shown this once, with a copy button. */
export function SecretReveal({ created, onDismiss }: Props) {
  const { t } = useTranslation('integrations');
  return (
    <Alert severity="success" data-testid="webhook-secret" onClose={onDismiss}>
      <AlertTitle>{t('secret.title')}</AlertTitle>
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('secret.once', { url: created.webhook.url })}</Typography>
        <Box
          component="code"
          sx={{
            display: 'block',
            p: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            fontFamily: 'monospace',
            wordBreak: 'break-all',
          }}
        >
          {created.secret}
        </Box>
        <Box>
          <CopyButton
            text={created.secret}
            label={t('secret.copy')}
            copiedLabel={t('secret.copied')}
            size="small"
            color="inherit"
          />
        </Box>
        <Typography variant="body2">{t('secret.howToVerify')}</Typography>
      </Stack>
    </Alert>
  );
}
