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
  ExportLimitReached: {
    code: 'EXPORT_LIMIT_REACHED',
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'You already have as many exports running as allowed: wait for one to finish',
  },
  ExportCapacityReached: {
    code: 'EXPORT_CAPACITY_REACHED',
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Too many exports are running: try again in a moment',
  },
} satisfies Record<string, ErrorDefinition>;
