import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/** Puts the server's per-field validation errors on the matching form fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const fieldError of error.fieldErrors) {
    const field = fieldMap[fieldError.field];
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message });
    applied = true;
  }
  return applied;
}
