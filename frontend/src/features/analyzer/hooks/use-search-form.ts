import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { formatSiren, sirenFromInput, sirenOfSiret } from '../../companies';
import { defaultFilters } from '../search-query';
import type { SearchFilters } from '../types';

/**
 * The search panel's form: Search applies it; Reset restores the defaults and searches. It
 * follows the applied filters when they change under it (the back button, a shared link).
 */
export function useSearchForm(initial: SearchFilters, onSearch: (filters: SearchFilters) => void) {
  const form = useForm<SearchFilters>({ defaultValues: initial });
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const onSubmit = form.handleSubmit((values) => onSearch(values));
  const onReset = () => {
    const defaults = defaultFilters();
    form.reset(defaults);
    onSearch(defaults);
  };
  return { form, onSubmit, onReset };
}

/** The "Au" date may not come before the "Du" date: the search would match nothing. */
export function isDateRangeInOrder({ fromDate, toDate }: SearchFilters): boolean {
  return !fromDate || !toDate || fromDate <= toDate;
}

/** What the SIREN field shows of a typed value: a SIRET (14 digits) becomes its SIREN. */
export function sirenFieldValue(typed: string): string {
  const siren = sirenOfSiret(typed);
  return siren ? formatSiren(siren) : typed;
}

/** The SIREN field takes 9 digits (or a SIRET's 14), spaces allowed, or nothing. */
export function isSirenOrEmpty(value: string): boolean {
  return !value.trim() || sirenFromInput(value) !== null;
}
