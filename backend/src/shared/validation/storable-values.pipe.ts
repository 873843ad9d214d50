import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { FieldError, fieldErrorsException } from '../errors';

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

function fieldName(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** What PostgreSQL would refuse in this value (and so answer with a 500), field by field. */
export function unstorableFields(value: unknown, field = ''): FieldError[] {
  const name = field || 'value';
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ field: name, message: `${name} contains a NUL character` }]
      : [];
  }
  if (typeof value === 'number') {
    const isOutOfRange = Number.isInteger(value) && (value < INT4_MIN || value > INT4_MAX);
    return isOutOfRange ? [{ field: name, message: `${name} is out of range` }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unstorableFields(item, fieldName(field, index)));
  }
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...unstorableFields(key, fieldName(field, key)).map((error) => ({
        ...error,
        message: `${error.field} has a key with a NUL character`,
      })),
      ...unstorableFields(item, fieldName(field, key)),
    ]);
  }
  return [];
}

/**
 * Global, after the ValidationPipe (so it sees query and route values as converted): text with a
 * NUL character and integers outside PostgreSQL's `integer` are a 400, whatever the route, instead
 * of a database error. Files and the current user (custom parameters) are not request text.
 */
@Injectable()
export class StorableValuesPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const errors = unstorableFields(value, metadata.data ?? '');
    if (errors.length > 0) throw fieldErrorsException(errors);
    return value;
  }
}
