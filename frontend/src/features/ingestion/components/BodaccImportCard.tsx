import { zodResolver } from '@hookform/resolvers/zod';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../shared/ui/FormCheckbox';
import { FormTextField } from '../../../shared/ui/FormTextField';
import {
  bodaccImportDefaults,
  bodaccImportSchema,
  toBodaccImportInput,
  type BodaccImportValues,
} from '../schemas';
import type { BodaccImportInput, DataJobs } from '../types';
import { BodaccFileFormat } from './BodaccFileFormat';
import { CsvFileField } from './CsvFileField';

interface Props {
  isProcessing: boolean;
  onStart: (input: BodaccImportInput | FormData) => Promise<void>;
  /** The default file and the expected format, once read from the server. */
  file: DataJobs['bodaccFile'] | undefined;
}

/**
 * Spec §2 "Admin data": filePath (optional) or an uploaded export, batchSize (1000), limit
 * (optional), resume; then the default file and the columns the import expects.
 */
export function BodaccImportCard({ isProcessing, onStart, file }: Props) {
  const { t } = useTranslation('ingestion');
  const form = useForm<BodaccImportValues>({
    resolver: zodResolver(bodaccImportSchema),
    defaultValues: bodaccImportDefaults,
  });
  const onSubmit = form.handleSubmit((values) => onStart(toBodaccImportInput(values)));
  const [filePath, csvFile] = useWatch({ control: form.control, name: ['filePath', 'csvFile'] });
  const isDefaultUsed = !filePath?.trim() && !csvFile;
  return (
    <Card component="section" aria-labelledby="bodacc-import-title">
      <CardContent>
        <Typography id="bodacc-import-title" variant="h5" component="h2">
          {t('data.import.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('data.import.description')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormTextField
            control={form.control}
            name="filePath"
            ns="ingestion"
            label={t('data.import.filePath')}
            placeholder={t('data.import.filePathPlaceholder')}
            helperText={t('data.import.filePathHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <CsvFileField control={form.control} name="csvFile" inputId="bodacc-import-file" />
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="batchSize"
                ns="ingestion"
                label={t('data.import.batchSize')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="limit"
                ns="ingestion"
                label={t('data.import.limit')}
                helperText={t('data.import.limitHelp')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
          </Grid>
          <FormCheckbox control={form.control} name="resume" label={t('data.import.resume')} />
          <Box sx={{ mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<PlayArrowIcon />}
              disabled={isProcessing}
            >
              {t('data.import.start')}
            </Button>
          </Box>
        </Box>
        {file && <BodaccFileFormat file={file} isDefaultUsed={isDefaultUsed} />}
      </CardContent>
    </Card>
  );
}
