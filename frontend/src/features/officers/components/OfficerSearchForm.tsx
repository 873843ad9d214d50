import SearchIcon from '@mui/icons-material/Search';
import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchableName } from '../officer-name';

interface Props {
  name: string;
  onSearch: (name: string) => void;
}

/** The name to look for; the server checks it too, this only spares a useless request. */
export function OfficerSearchForm({ name, onSearch }: Props) {
  const { t } = useTranslation('officers');
  const [draft, setDraft] = useState(name);
  const [isRefused, setIsRefused] = useState(false);
  useEffect(() => setDraft(name), [name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchable = isSearchableName(draft);
    setIsRefused(!searchable);
    if (searchable) onSearch(draft);
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        id="officer-name"
        label={t('form.name')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={isRefused}
        helperText={isRefused ? t('form.tooShort') : t('form.help')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: { sm: 1 } }}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
