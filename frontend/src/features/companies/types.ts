import type { ApiSchemas } from '../../shared/api';

/** A company's legal situation, from the least to the most final. */
export const COMPANY_STATUS_CODES = [
  'active',
  'sauvegarde',
  'redressement_judiciaire',
  'liquidation_judiciaire',
  'procedure_collective',
  'liquidation_closed',
  'struck_off',
] as const satisfies readonly ApiSchemas['CompanyStatusCode'][];

export type CompanyStatusCode = ApiSchemas['CompanyStatusCode'];

/** The status derived from a company's notices, and the notice that set it. */
export type CompanyStatus = ApiSchemas['CompanyStatusResponse'];

export type Company = ApiSchemas['CompanyResponse'];

/** A term of office, as the company's notices name it. */
export type CompanyOfficer = ApiSchemas['OfficerResponse'];

/** The company as the Sirene register shows it (recherche-entreprises), kept 7 days. */
export type CompanyIdentity = ApiSchemas['CompanyIdentityResponse'];

/** A move of the registered office to another registry. */
export type CompanyTransfer = ApiSchemas['TransferResponse'];

/** One notice of the company's timeline: a search row. */
export type CompanyAnnouncement = ApiSchemas['AnalyzerRecordSummaryResponse'];

/** GET /api/companies/:siren */
export type CompanyResponse = ApiSchemas['CompanyPageResponse'];
