import { ValidationError } from 'class-validator';
import { CommonError } from './common.errors';
import { DomainException } from './domain.exception';
import { FieldError } from './field-error';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The contract's 400 with per-field errors; the first one is the message. */
export function fieldErrorsException(fieldErrors: FieldError[]): DomainException {
  return new DomainException(
    {
      ...CommonError.ValidationFailed,
      message: fieldErrors[0]?.message ?? CommonError.ValidationFailed.message,
    },
    { errors: fieldErrors },
  );
}

/** Used as the ValidationPipe's exceptionFactory. */
export function validationException(errors: ValidationError[]): DomainException {
  return fieldErrorsException(flatten(errors));
}
