import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Grid,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '../announcement-types';
import {
  isDateRangeInOrder,
  isSirenOrEmpty,
  sirenFieldValue,
  useSearchForm,
} from '../hooks/use-search-form';
import { JUDGMENT_KINDS, STATUS_FILTER_CODES } from '../procedure-filters';
import type { SearchFilters } from '../types';
import { CodeMultiSelect } from '../../../shared/ui/CodeMultiSelect';
import { DepartementSelect } from './DepartementSelect';

interface Props {
  initial: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  isBusy?: boolean;
}

export function SearchPanel({ initial, onSearch, isBusy = false }: Props) {
  const { t } = useTranslation('analyzer');
  const { form, onSubmit, onReset } = useSearchForm(initial, onSearch);
  const { control } = form;
  const dateLabel = { inputLabel: { shrink: true } };
  return (
    <Card component="section" aria-labelledby="search-title">
      <CardContent>
        <Typography id="search-title" variant="h5" component="h2">
          {t('search.title')}
        </Typography>
        <Box component="form" role="search" noValidate onSubmit={onSubmit}>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="searchQuery"
                render={({ field }) => (
                  <TextField
                    {...field}
                    id="search-query"
                    type="search"
                    label={t('search.query')}
                    placeholder={t('search.queryPlaceholder')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="types"
                render={({ field }) => (
                  <CodeMultiSelect
                    id="search-types"
                    label={t('search.types')}
                    allLabel={t('search.allTypes')}
                    codes={ANNOUNCEMENT_TYPES}
                    labelOf={(type) => t(`types.${type}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Controller
                control={control}
                name="fromDate"
                rules={{ deps: ['toDate'] }}
                render={({ field }) => (
                  <TextField
                    {...field}
                    id="search-from"
                    type="date"
                    label={t('search.fromDate')}
                    slotProps={dateLabel}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Controller
                control={control}
                name="toDate"
                rules={{
                  validate: (_, values) =>
                    isDateRangeInOrder(values) || t('search.invalidDateRange'),
                }}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    id="search-to"
                    type="date"
                    label={t('search.toDate')}
                    slotProps={dateLabel}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Controller
                control={control}
                name="departements"
                render={({ field }) => (
                  <DepartementSelect
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7, md: 4 }}>
              <Controller
                control={control}
                name="tribunal"
                render={({ field }) => (
                  <TextField
                    {...field}
                    id="search-tribunal"
                    label={t('search.tribunal')}
                    placeholder={t('search.tribunalPlaceholder')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5, md: 3 }}>
              <Controller
                control={control}
                name="siren"
                rules={{ validate: (value) => isSirenOrEmpty(value) || t('search.invalidSiren') }}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    // A pasted SIRET is replaced by its SIREN, so the field shows what is searched.
                    onChange={(event) => field.onChange(sirenFieldValue(event.target.value))}
                    id="search-siren"
                    label={t('search.siren')}
                    placeholder={t('search.sirenPlaceholder')}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="statuses"
                render={({ field }) => (
                  <CodeMultiSelect
                    id="search-statuses"
                    label={t('search.statuses')}
                    allLabel={t('search.allStatuses')}
                    codes={STATUS_FILTER_CODES}
                    labelOf={(code) => t(`statuses.${code}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="judgments"
                render={({ field }) => (
                  <CodeMultiSelect
                    id="search-judgments"
                    label={t('search.judgments')}
                    allLabel={t('search.allJudgments')}
                    codes={JUDGMENT_KINDS}
                    labelOf={(kind) => t(`judgments.${kind}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Grid>
          </Grid>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 1, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Controller
              control={control}
              name="includeInactive"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ flexGrow: 1 }}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('search.includeInactive')}
                />
              )}
            />
            <Button
              type="button"
              variant="outlined"
              startIcon={<RestartAltIcon />}
              onClick={onReset}
            >
              {t('search.reset')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={isBusy}>
              {t('search.submit')}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
