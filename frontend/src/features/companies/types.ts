import type { ApiSchemas } from '../../shared/api';

// TODO(contract): the generated schema has none of these shapes yet (CONTRACT §7.3); once the
// backend publishes them, take them from ApiSchemas instead.

/** A company's legal situation, from the least to the most final. */
export const COMPANY_STATUS_CODES = [
  'active',
  'sauvegarde',
  'redressement_judiciaire',
  'liquidation_judiciaire',
  'liquidation_closed',
  'struck_off',
] as const;

export type CompanyStatusCode = (typeof COMPANY_STATUS_CODES)[number];

/** The status derived from a company's notices, and the notice that set it. */
export interface CompanyStatus {
  code: CompanyStatusCode;
  /** YYYY-MM-DD */
  since: string | null;
  annonceId: string | null;
}

/** What every record (search row or opened record) says of its company and official notice. */
export interface NoticeCompanyFields {
  /** The official notice on bodacc.fr. */
  url_complete: string | null;
  /** Null when the record has no SIREN. */
  companyStatus: CompanyStatus | null;
}

export interface Company {
  siren: string;
  name: string | null;
  status: CompanyStatus;
  legalForm: string | null;
  address: string | null;
  activity: string | null;
  tribunal: string | null;
}

/** One notice of the company's timeline: a search row; the judgment nature when the API sends it. */
export type CompanyAnnouncement = ApiSchemas['AnalyzerRecordSummaryResponse'] &
  NoticeCompanyFields & { type_jugement?: string | null };

export interface CompanyAnnouncementsMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  totalIsExact: boolean;
}

/** GET /api/companies/:siren */
export interface CompanyResponse {
  company: Company;
  announcements: { data: CompanyAnnouncement[]; meta: CompanyAnnouncementsMeta };
}
