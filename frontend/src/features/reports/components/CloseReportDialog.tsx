import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/ui/FormTextField';
import type { useCloseReport } from '../hooks/use-close-report';

/** "Clore le signalement": what was reported, and an optional reply for the reporter. */
export function CloseReportDialog({ closer }: { closer: ReturnType<typeof useCloseReport> }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const report = closer.closing;
  return (
    <Dialog
      open={Boolean(report)}
      onClose={closer.isClosing ? undefined : closer.cancel}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="close-report-title"
    >
      <form onSubmit={closer.submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id="close-report-title">{t('admin.closeDialog.title')}</DialogTitle>
        <DialogContent dividers>
          {report && (
            <Stack spacing={2}>
              <Typography variant="subtitle2">
                {report.companyName || report.siren} · {t(`fields.${report.field}`)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {report.message}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('admin.closeDialog.intro')}
              </Typography>
              <FormTextField
                control={closer.form.control}
                name="reply"
                ns="reports"
                id="close-report-reply"
                label={t('admin.closeDialog.reply')}
                margin="none"
                multiline
                minRows={3}
                maxRows={10}
              />
              {closer.failure && <Alert severity="error">{closer.failure}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={closer.cancel} disabled={closer.isClosing}>
            {t('admin.closeDialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={closer.isClosing}
            startIcon={
              closer.isClosing ? <CircularProgress size={18} color="inherit" /> : undefined
            }
          >
            {t('admin.closeDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
