import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/ui/FormTextField';
import { useFiltersInWords } from '../hooks/use-filters-in-words';
import { useSaveSearchForm } from '../hooks/use-save-search-form';
import { savedFiltersFromParams } from '../saved-search-filters';
import { LimitUsage } from './LimitUsage';
import { PlanLimitNotice } from './PlanLimitNotice';

interface Props {
  /** The analyzer's URL search parameters: the applied filters, defaults left out. */
  params: URLSearchParams;
}

/** "Enregistrer cette recherche" and its dialog: a name, the alert switch, the filters in words. */
export function SaveSearchButton({ params }: Props) {
  const { t } = useTranslation('alerts');
  const paramsText = params.toString();
  const filters = useMemo(
    () => savedFiltersFromParams(new URLSearchParams(paramsText)),
    [paramsText],
  );
  const inWords = useFiltersInWords();
  const save = useSaveSearchForm(filters);
  const { control } = save.form;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkAddOutlinedIcon />}
        onClick={save.open}
        disabled={!save.isReady}
      >
        {t('saveDialog.open')}
      </Button>
      <Dialog
        open={save.isOpen}
        onClose={save.isSaving ? undefined : save.close}
        fullWidth
        maxWidth="sm"
        aria-labelledby="save-search-title"
      >
        <form onSubmit={save.submit} noValidate style={{ display: 'contents' }}>
          <DialogTitle id="save-search-title">{t('saveDialog.title')}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Typography variant="body2" data-testid="save-search-filters">
                {t('saveDialog.filters', { filters: inWords(filters) })}
              </Typography>
              <FormTextField
                control={control}
                name="name"
                ns="alerts"
                id="saved-search-name"
                label={t('saveDialog.name')}
                margin="none"
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <div>
                <Controller
                  control={control}
                  name="alert"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                      label={t('saveDialog.alert')}
                    />
                  )}
                />
                <LimitUsage kind="savedSearchAlerts" used={save.alerting} />
              </div>
              {save.isLimitReached && <PlanLimitNotice kind="savedSearchAlerts" />}
              {save.failure && <Alert severity="error">{save.failure}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={save.close} disabled={save.isSaving}>
              {t('saveDialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isSaving}
              startIcon={save.isSaving ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {t('saveDialog.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
