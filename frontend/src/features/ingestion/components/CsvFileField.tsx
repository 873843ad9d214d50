import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The form field holding the chosen File (or null). */
  name: Path<T>;
  /** The file input's id; the chosen file's name is shown as `<inputId>-name`. */
  inputId: string;
}

/** "or" a .csv file to upload, after a server path field: the chosen name, and a way to remove it. */
export function CsvFileField<T extends FieldValues>({ control, name, inputId }: Props<T>) {
  const { t } = useTranslation('ingestion');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={{ mt: 1, mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('csvFile.or')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('csvFile.choose')}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={(event) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            {field.value && (
              <>
                <Typography
                  variant="body2"
                  data-testid={`${inputId}-name`}
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {(field.value as File).name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('csvFile.remove')}
                  onClick={() => field.onChange(null)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )}
          </Stack>
          {fieldState.error?.message && (
            <FormHelperText error id={`field-${name}-helper-text`}>
              {t(fieldState.error.message)}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
