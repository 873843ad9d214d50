export { CompanyPage } from './pages/CompanyPage';
export { CompanyLink } from './components/CompanyLink';
export { CompanyStatusBadge } from './components/CompanyStatusBadge';
export { OfficialNoticeLink } from './components/OfficialNoticeLink';
export { companyPath, formatSiren, sirenFromInput } from './siren';
export type { CompanyStatus, CompanyStatusCode } from './types';
