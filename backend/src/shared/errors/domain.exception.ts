import { HttpStatus } from '@nestjs/common';

/** One failure a context can report: a stable code, its HTTP status and a readable message. */
export interface ErrorDefinition {
  code: string;
  status: HttpStatus;
  message: string;
}

export class DomainException extends Error {
  constructor(
    readonly definition: ErrorDefinition,
    readonly details: Record<string, unknown> = {},
  ) {
    super(definition.message);
  }
}
