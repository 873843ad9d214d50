import { Button, Stack, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '../../analyzer/announcement-types';
import { CodeMultiSelect } from '../../../shared/ui/CodeMultiSelect';
import { DepartementSelect } from '../../analyzer/components/DepartementSelect';
import type { UserId } from '../api/admin-api';
import { useGrantForm } from '../hooks/use-grant-form';

/** Departments, announcement types and a first publication day; one of them at least. */
export function AccessGrantForm({ userId }: { userId: UserId }) {
  const { t } = useTranslation(['admin', 'analyzer']);
  const { form, onSubmit, hasCriterion, isAdding } = useGrantForm(userId);
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label={t('users.grants.new')}>
      <Controller
        control={form.control}
        name="departements"
        render={({ field }) => (
          <DepartementSelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
        <Controller
          control={form.control}
          name="types"
          render={({ field }) => (
            <CodeMultiSelect
              id="grant-types"
              label={t('analyzer:search.types')}
              allLabel={t('analyzer:search.allTypes')}
              codes={ANNOUNCEMENT_TYPES}
              labelOf={(type) => t(`analyzer:types.${type}`)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              sx={{ flex: { sm: '1 1 60%' }, minWidth: 0 }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="from"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="grant-from"
              type="date"
              label={t('users.grants.from')}
              sx={{ flex: { sm: '1 1 40%' } }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'flex-end', mt: 1 }}
      >
        {!hasCriterion && (
          <Typography variant="body2" color="text.secondary" id="grant-criterion-hint">
            {t('users.grants.criterionHint')}
          </Typography>
        )}
        <Button
          type="submit"
          variant="outlined"
          disabled={!hasCriterion || isAdding}
          aria-describedby={hasCriterion ? undefined : 'grant-criterion-hint'}
        >
          {t('users.grants.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
