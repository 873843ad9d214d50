import { HttpStatus } from '@nestjs/common';
import type { ErrorDefinition } from '../../shared/errors';
import { MAX_OPEN_REPORTS_PER_USER } from './company-report.fields';

export const CompanyReportError = {
  OpenReportsLimitReached: {
    code: 'OPEN_REPORTS_LIMIT_REACHED',
    status: HttpStatus.CONFLICT,
    message: `You already have ${MAX_OPEN_REPORTS_PER_USER} open reports: wait until one is handled`,
  },
  ReportNotFound: {
    code: 'REPORT_NOT_FOUND',
    status: HttpStatus.NOT_FOUND,
    message: 'Report not found',
  },
  ReportAlreadyClosed: {
    code: 'REPORT_ALREADY_CLOSED',
    status: HttpStatus.CONFLICT,
    message: 'This report is already closed',
  },
} satisfies Record<string, ErrorDefinition>;
