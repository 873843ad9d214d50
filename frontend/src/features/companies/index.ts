export { CompanyPage } from './pages/CompanyPage';
export { CompanyLink } from './components/CompanyLink';
export { CompanyStatusBadge } from './components/CompanyStatusBadge';
export { OfficialNoticeLink } from './components/OfficialNoticeLink';
export { useJudgmentText } from './hooks/use-judgment-text';
export { companyPath, formatSiren, sirenFromInput, sirenOfSiret } from './siren';
export { companiesKeys } from './api/companies-api';
export { COMPANY_STATUS_CODES } from './types';
export type { CompanyStatus, CompanyStatusCode } from './types';
