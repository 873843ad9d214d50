export { CompanyStatusBadge } from './components/CompanyStatusBadge';
export { companyPath, formatSiren, sirenFromInput } from './siren';
export type { CompanyStatus, CompanyStatusCode, NoticeCompanyFields } from './types';
