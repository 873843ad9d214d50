import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/api';
import { useWatchImport } from '../hooks/use-watch-import';
import { WatchImportReport } from './WatchImportReport';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** A portfolio to watch at once: a CSV or XLSX file, or a pasted list (CONTRACT §8.4). */
export function WatchImportDialog({ open, onClose }: Props) {
  const { t } = useTranslation('alerts');
  const errorMessage = useErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const importing = useWatchImport();
  const close = () => {
    importing.reset();
    setFile(null);
    setText('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importing.mutate({ file });
    else if (text.trim()) importing.mutate({ text });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="watch-import-title"
    >
      <form onSubmit={submit}>
        <DialogTitle id="watch-import-title">{t('import.title')}</DialogTitle>
        <DialogContent>
          {importing.data ? (
            <WatchImportReport report={importing.data} />
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('import.intro')}</Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                  {t('import.chooseFile')}
                  <input
                    type="file"
                    hidden
                    data-testid="watch-import-file"
                    accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {file ? file.name : t('import.noFile')}
                </Typography>
              </Stack>
              <TextField
                label={t('import.paste')}
                helperText={t('import.pasteHelp')}
                multiline
                minRows={4}
                maxRows={10}
                value={text}
                disabled={file !== null}
                onChange={(event) => setText(event.target.value)}
              />
              {importing.isError && (
                <Alert severity="error">{errorMessage(importing.error, t('import.failed'))}</Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('limits.close')}</Button>
          {!importing.data && (
            <Button
              type="submit"
              variant="contained"
              disabled={importing.isPending || (!file && !text.trim())}
            >
              {t('import.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
