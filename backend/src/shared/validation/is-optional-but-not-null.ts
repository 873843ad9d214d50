import { ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';

/**
 * An optional field that may be left out but never sent as null. `@IsOptional()` skips the
 * other validators for null as well as undefined, so a `{"role": null}` reached the database
 * (issue 28); here null is validated, and refused with its own message.
 */
export function IsOptionalButNotNull(options?: ValidationOptions): PropertyDecorator {
  const skipWhenAbsent = ValidateIf((_object, value) => value !== undefined);
  const refuseNull = ValidateBy(
    {
      name: 'isNotNull',
      validator: {
        validate: (value) => value !== null,
        defaultMessage: (args) => `${args?.property ?? 'value'} must not be null`,
      },
    },
    options,
  );
  return (target, propertyKey) => {
    skipWhenAbsent(target, propertyKey);
    refuseNull(target, propertyKey);
  };
}
