export { AllExceptionsFilter, bodyParserErrorBody } from './all-exceptions.filter';
export { CommonError } from './common.errors';
export { DomainException } from './domain.exception';
export type { ErrorDefinition } from './domain.exception';
export type { FieldError } from './field-error';
export { fieldErrorsException, validationException } from './validation.exception';
