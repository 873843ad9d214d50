import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedWebhook } from '../api/webhooks-api';

interface Props {
  created: CreatedWebhook;
  onDismiss: () => void;
}

/** The new webhook's signing secret, shown this once, with a copy button. */
export function SecretReveal({ created, onDismiss }: Props) {
  const { t } = useTranslation('integrations');
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };
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
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={isCopied ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={() => void copy()}
          >
            {isCopied ? t('secret.copied') : t('secret.copy')}
          </Button>
        </Box>
        <Typography variant="body2">{t('secret.howToVerify')}</Typography>
      </Stack>
    </Alert>
  );
}
