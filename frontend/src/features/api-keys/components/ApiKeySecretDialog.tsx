import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../api/api-keys-api';

interface Props {
  created: CreatedApiKey | null;
  onClose: () => void;
}

/**
 * The new key's secret, shown this once with a copy button. A click beside the dialog does not
 * close it: the secret would be lost.
 */
export function ApiKeySecretDialog({ created, onClose }: Props) {
  const { t } = useTranslation('apiKeys');
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open={created !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && close()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="api-key-secret-title"
    >
      <DialogTitle id="api-key-secret-title">
        {t('secret.title', { name: created?.apiKey.name ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning">{t('secret.warning')}</Alert>
          <TextField
            label={t('secret.label')}
            value={created?.secret ?? ''}
            fullWidth
            multiline
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-testid': 'api-key-secret',
                style: { fontFamily: 'monospace', wordBreak: 'break-all' },
              },
            }}
          />
          <div>
            <Button
              variant="outlined"
              startIcon={copied === 'done' ? <CheckIcon /> : <ContentCopyIcon />}
              onClick={() => void copy()}
            >
              {copied === 'done' ? t('secret.copied') : t('secret.copy')}
            </Button>
          </div>
          {copied === 'failed' && <Alert severity="info">{t('secret.copyFailed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={close}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
