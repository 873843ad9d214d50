export { claimQuotaPlace } from './account-quota';
export type { AccountQuota, QuotaResource } from './account-quota';
