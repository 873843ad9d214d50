import type { CompanyIdentity, CompanyStatusCode } from './types';

/** The statuses by which the notices say the company no longer exists. */
const ENDED_BY_NOTICES: readonly CompanyStatusCode[] = ['struck_off', 'liquidation_closed'];

/**
 * Where the Sirene register and the notices disagree on whether the company exists:
 * `registerClosed` (the register says closed, the notices active), `registerActive` (the
 * register says active, the notices struck off or liquidation closed), else null.
 */
export function identityDiscrepancy(
  noticesStatus: CompanyStatusCode,
  identity: CompanyIdentity | null,
): 'registerClosed' | 'registerActive' | null {
  if (identity?.administrativeState === 'closed' && noticesStatus === 'active')
    return 'registerClosed';
  if (identity?.administrativeState === 'active' && ENDED_BY_NOTICES.includes(noticesStatus))
    return 'registerActive';
  return null;
}
