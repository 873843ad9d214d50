import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { useReportForm } from '../hooks/use-report-form';
import { REPORT_FIELDS, REPORT_TEXT_MAX } from '../types';

interface Props {
  siren: string;
  /** The company's name, for the dialog's words. */
  name: string | null;
  /** The notice it is reported from (the record page or modal). */
  recordId?: number;
  size?: 'small' | 'medium';
}

/** "Signaler une erreur" and its dialog: the data concerned and what is wrong (CONTRACT §8.3). */
export function ReportErrorButton({ siren, name, recordId, size }: Props) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const report = useReportForm(siren, recordId);
  const { control } = report.form;
  const message = useWatch({ control, name: 'message' }) ?? '';
  return (
    <>
      <Button
        size={size}
        color="inherit"
        startIcon={<ReportProblemOutlinedIcon />}
        onClick={report.open}
      >
        {t('open')}
      </Button>
      <Dialog
        open={report.isOpen}
        onClose={report.isSending ? undefined : report.close}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        aria-labelledby="report-error-title"
      >
        <form onSubmit={report.submit} noValidate style={{ display: 'contents' }}>
          <DialogTitle id="report-error-title">{t('dialog.title')}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Typography variant="body2">
                {t('dialog.intro', { name: name || siren })}
                {recordId ? ` ${t('dialog.fromNotice')}` : ''}
              </Typography>
              <Controller
                control={control}
                name="field"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    id="report-field"
                    label={t('dialog.field')}
                    required
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message && t(fieldState.error.message)}
                  >
                    {REPORT_FIELDS.map((code) => (
                      <MenuItem key={code} value={code}>
                        {t(`fields.${code}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <FormTextField
                control={control}
                name="message"
                ns="reports"
                id="report-message"
                label={t('dialog.message')}
                margin="none"
                required
                multiline
                minRows={4}
                maxRows={12}
                helperText={t('dialog.messageHelp', {
                  count: message.trim().length,
                  max: REPORT_TEXT_MAX,
                })}
              />
              {report.failure && (
                <Alert severity="error" data-testid="report-failure">
                  {report.failure}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={report.close} disabled={report.isSending}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={report.isSending}
              startIcon={
                report.isSending ? <CircularProgress size={18} color="inherit" /> : undefined
              }
            >
              {t('dialog.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
