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
import { CopyButton } from '../../../shared/ui/CopyButton';
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
  const [isCopyFailed, setCopyFailed] = useState(false);
  const close = () => {
    setCopyFailed(false);
    onClose();
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
            <CopyButton
              text={created?.secret ?? ''}
              label={t('secret.copy')}
              copiedLabel={t('secret.copied')}
              onCopyFailed={() => setCopyFailed(true)}
            />
          </div>
          {isCopyFailed && <Alert severity="info">{t('secret.copyFailed')}</Alert>}
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
