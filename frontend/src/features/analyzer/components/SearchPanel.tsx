import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Grid,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '../announcement-types';
import { isDateRangeInOrder, isSirenOrEmpty, useSearchForm } from '../hooks/use-search-form';
import type { SearchFilters } from '../types';
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
                  <TextField
                    select
                    id="search-types"
                    label={t('search.types')}
                    value={field.value}
                    onChange={(event) => {
                      const value = event.target.value as unknown as string[] | string;
                      field.onChange(typeof value === 'string' ? value.split(',') : value);
                    }}
                    onBlur={field.onBlur}
                    slotProps={{
                      inputLabel: { shrink: true },
                      select: {
                        multiple: true,
                        displayEmpty: true,
                        renderValue: (selected) => {
                          const values = selected as string[];
                          return values.length
                            ? values.map((type) => t(`types.${type}`)).join(', ')
                            : t('search.allTypes');
                        },
                      },
                    }}
                  >
                    {ANNOUNCEMENT_TYPES.map((type) => (
                      <MenuItem key={type} value={type} dense>
                        <Checkbox size="small" checked={field.value.includes(type)} />
                        <ListItemText primary={t(`types.${type}`)} />
                      </MenuItem>
                    ))}
                  </TextField>
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
