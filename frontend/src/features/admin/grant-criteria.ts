import type { GrantCriteria } from './api/admin-api';

/** The add-grant form as filled in: empty lists and an empty date mean "no criterion". */
export interface GrantFormValues {
  departements: string[];
  types: string[];
  from: string;
}

export const EMPTY_GRANT_FORM: GrantFormValues = { departements: [], types: [], from: '' };

/**
 * The request body of a new grant, with only the criteria that are set (the API refuses an
 * empty list); null while none is, since a grant needs at least one.
 */
export function grantCriteria({
  departements,
  types,
  from,
}: GrantFormValues): GrantCriteria | null {
  const criteria: GrantCriteria = {
    ...(departements.length ? { departements } : {}),
    ...(types.length ? { types } : {}),
    ...(from ? { from } : {}),
  };
  return Object.keys(criteria).length ? criteria : null;
}
