import { Search } from '@mui/icons-material';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
}

/** Runs on Enter (the form's submit) or on the button. */
export function UserSearchBar({ value, onChange, onSearch }: Props) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      alignItems={{ xs: 'stretch', sm: 'center' }}
    >
      <TextField
        type="search"
        size="small"
        margin="none"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('users.search.placeholder')}
        sx={{ minWidth: { sm: 300 } }}
        slotProps={{
          htmlInput: { 'aria-label': t('users.search.label') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('users.search.button')}
      </Button>
    </Stack>
  );
}
