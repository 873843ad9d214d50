import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'value' | 'onChange' | 'onBlur'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Namespace of the translation keys used as validation messages. */
  ns?: string;
};

/** A labelled MUI text field bound to react-hook-form; messages are translation keys or server text. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ns = 'identity',
  helperText,
  ...props
}: Props<T>) {
  const { t, i18n } = useTranslation(ns);
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const text = message ? (i18n.exists(message, { ns }) ? t(message) : message) : helperText;
  return (
    <TextField
      {...props}
      id={props.id ?? `field-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={text}
    />
  );
}
