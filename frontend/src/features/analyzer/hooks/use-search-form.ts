import { useForm } from 'react-hook-form';
import { defaultFilters } from '../search-query';
import type { SearchFilters } from '../types';

/** The search panel's form: Search applies it; Reset restores the defaults and searches. */
export function useSearchForm(initial: SearchFilters, onSearch: (filters: SearchFilters) => void) {
  const form = useForm<SearchFilters>({ defaultValues: initial });
  const onSubmit = form.handleSubmit((values) => onSearch(values));
  const onReset = () => {
    const defaults = defaultFilters();
    form.reset(defaults);
    onSearch(defaults);
  };
  return { form, onSubmit, onReset };
}
