import { Checkbox, FormControlLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: Props<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
      label={label}
    />
  );
}
