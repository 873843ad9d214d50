import type { ApiSchemas } from '../../shared/api';

/** GET /api/officers */
export type OfficerSearchResponse = ApiSchemas['OfficerSearchResponse'];

/** One name as the notices spell it, with the companies it is found in. */
export type OfficerResult = ApiSchemas['OfficerResultResponse'];

/** A company that officer runs or ran, in one role. */
export type OfficerCompany = ApiSchemas['OfficerCompanyResponse'];
