import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';

export const AnalyzerError = {
  RecordNotFound: {
    code: 'RECORD_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Record not found',
  },
  InvalidDateRange: {
    code: 'INVALID_DATE_RANGE',
    status: HttpStatus.BAD_REQUEST,
    message: 'dateFrom is after dateTo',
  },
  CompanyNotFound: {
    code: 'COMPANY_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: "None of this company's notices is available to you",
  },
} satisfies Record<string, ErrorDefinition>;
