import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const AnalyzerError = {
  RecordNotFound: {
    code: 'RECORD_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Record not found',
  },
} satisfies Record<string, ErrorDefinition>;
