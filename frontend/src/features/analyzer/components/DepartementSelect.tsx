import { Autocomplete, Checkbox, Chip, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEPARTEMENTS, departementLabel, departementMatches } from '../departements';

const CODES = DEPARTEMENTS.map(({ code }) => code);

interface Props {
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
}

/** Several departments, found by code or name ("75", "reunion"); shown by code once chosen. */
export function DepartementSelect({ value, onChange, onBlur }: Props) {
  const { t } = useTranslation('analyzer');
  return (
    <Autocomplete
      multiple
      id="search-departements"
      options={CODES}
      value={value}
      onChange={(_, codes) => onChange(codes)}
      onBlur={onBlur}
      disableCloseOnSelect
      limitTags={3}
      getOptionLabel={departementLabel}
      filterOptions={(codes, { inputValue }) =>
        codes.filter((code) => departementMatches(code, inputValue))
      }
      renderOption={({ key, ...props }, code, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0 }} />
          {departementLabel(code)}
        </li>
      )}
      renderValue={(codes, getItemProps) =>
        codes.map((code, index) => {
          const { key, ...props } = getItemProps({ index });
          return (
            <Chip key={key} {...props} size="small" label={code} title={departementLabel(code)} />
          );
        })
      }
      noOptionsText={t('search.noDepartement')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('search.departements')}
          placeholder={value.length ? undefined : t('search.allDepartements')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
