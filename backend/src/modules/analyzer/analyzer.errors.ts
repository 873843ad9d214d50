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
  GrantCriterionRequired: {
    code: 'GRANT_CRITERION_REQUIRED',
    status: HttpStatus.BAD_REQUEST,
    message: 'A grant needs at least one criterion: departements, types or from',
  },
  GrantNotFound: {
    code: 'GRANT_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Grant not found',
  },
  GrantUserNotFound: {
    code: 'USER_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'User not found',
  },
  GrantPlanNotFound: {
    code: 'PLAN_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Plan not found',
  },
} satisfies Record<string, ErrorDefinition>;
