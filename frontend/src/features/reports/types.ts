import type { ApiSchemas } from '../../shared/api/generated/api-schema';

/** What a report is about: a part of the company page, or its notice (CONTRACT §8.3). */
export type ReportField = ApiSchemas['CompanyReportField'];
export const REPORT_FIELDS = [
  'status',
  'officers',
  'filings',
  'transfers',
  'identity',
  'notice',
  'other',
] as const satisfies readonly ReportField[];

/** The server keeps a message and a reply to this many characters. */
export const REPORT_TEXT_MAX = 2000;

/** POST /api/companies/:siren/reports */
export type NewReport = ApiSchemas['CreateCompanyReportDto'];
export type CompanyReport = ApiSchemas['CompanyReportResponse'];

/** GET /api/admin/reports */
export type ReportState = ApiSchemas['ReportState'];
export type AdminReport = ApiSchemas['AdminReportResponse'];
export type AdminReportPage = ApiSchemas['AdminReportListResponse'];
