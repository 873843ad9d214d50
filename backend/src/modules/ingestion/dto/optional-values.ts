import { Transform } from 'class-transformer';

/** Multipart and JSON bodies alike: '' means absent, numbers and booleans may come as text. */
export const EmptyAsUndefined = () =>
  Transform(({ value }) => (value === '' || value === null ? undefined : value));

export const ToInt = () =>
  Transform(({ value }) =>
    value === '' || value === null || value === undefined ? undefined : Number(value),
  );

export const ToBoolean = () =>
  Transform(({ value }) =>
    value === 'true' || value === true
      ? true
      : value === 'false' || value === false
        ? false
        : value,
  );
