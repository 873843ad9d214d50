import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../shared/ui/FormCheckbox';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { useIngestForm } from '../hooks/use-ingest-form';
import { CsvFileField } from './CsvFileField';
import { DataFilesGuide } from './DataFilesGuide';

interface Props {
  isRunning: boolean;
  isStopping: boolean;
  onStarted: (processId: string) => void;
  onStop: () => void;
}

/** Spec §2 "Admin analyzer ingestion": server path or upload, target user, batch, limit, resume. */
export function IngestForm({ isRunning, isStopping, onStarted, onStop }: Props) {
  const { t } = useTranslation('ingestion');
  const { form, onSubmit } = useIngestForm(onStarted);
  const { control, formState } = form;
  const isBusy = formState.isSubmitting || isRunning;
  return (
    <Card component="section" aria-labelledby="ingest-settings-title">
      <CardContent>
        <Typography id="ingest-settings-title" variant="h5" component="h2">
          {t('ingest.settings')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormTextField
            control={control}
            name="csvFilePath"
            ns="ingestion"
            label={t('ingest.csvFilePath')}
            helperText={t('ingest.csvFilePathHelp')}
            placeholder="bodacc/records.csv"
          />
          <CsvFileField control={control} name="csvFile" inputId="ingest-file" />
          <Typography variant="body2" color="text.secondary">
            {t('ingest.format')}
          </Typography>
          <DataFilesGuide />
          <Grid container columnSpacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="targetUserId"
                ns="ingestion"
                label={t('ingest.targetUserId')}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={6}>
              <FormTextField
                control={control}
                name="batchSize"
                ns="ingestion"
                label={t('ingest.batchSize')}
                placeholder="100"
                slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={6}>
              <FormTextField
                control={control}
                name="rowLimit"
                ns="ingestion"
                label={t('ingest.rowLimit')}
                placeholder={t('ingest.rowLimitPlaceholder')}
                slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
              />
            </Grid>
          </Grid>
          <FormCheckbox control={control} name="resume" label={t('ingest.resume')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={isBusy}
              startIcon={
                formState.isSubmitting ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <PlayArrowIcon />
                )
              }
            >
              {t('ingest.start')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              color="error"
              disabled={!isRunning || isStopping}
              startIcon={<StopIcon />}
              onClick={onStop}
            >
              {t('ingest.stop')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
