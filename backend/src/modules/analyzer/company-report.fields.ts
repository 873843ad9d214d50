/** What a report may be about (CONTRACT §8.3): the parts of the company page, or its notice. */
export const COMPANY_REPORT_FIELDS = [
  'status',
  'officers',
  'filings',
  'transfers',
  'identity',
  'notice',
  'other',
] as const;
export type CompanyReportField = (typeof COMPANY_REPORT_FIELDS)[number];

/** A report's message, and an admin's reply, at most this long once trimmed. */
export const REPORT_TEXT_MAX_LENGTH = 2000;

/** Open reports a user may hold at once: past it, they wait for an admin to close one. */
export const MAX_OPEN_REPORTS_PER_USER = 20;
