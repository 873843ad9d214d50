/** The ledger types of spec §3 that have their own label. */
const LABELLED_TYPES = new Set([
  'subscription_grant',
  'subscription_renewal',
  'credit_purchase',
  'purchase',
  'usage',
  'refund',
  'gift',
  'welcome',
]);

/**
 * The translation key (credits namespace) of a transaction's type: an adjustment reads
 * Adjustment or Deduction by its sign; an unknown type reads Added or Used by its sign.
 */
export function transactionTypeKey(type: string, amount: number): string {
  if (type === 'adjustment')
    return amount < 0 ? 'history.types.deduction' : 'history.types.adjustment';
  if (LABELLED_TYPES.has(type)) return `history.types.${type}`;
  return amount < 0 ? 'history.types.used' : 'history.types.added';
}

interface ReasonSource {
  code: string;
  params: { companyName?: string; siren?: string; plan?: string; packCredits?: number };
}

/**
 * The translation key (credits namespace) of what a row was for, or null when the row's own
 * description is the text to show (an admin's adjustment reason, a code unknown here).
 */
export function transactionReasonKey({ code, params }: ReasonSource): string | null {
  switch (code) {
    case 'welcome':
    case 'refund':
    case 'gift':
      return `history.reasons.${code}`;
    case 'subscription_grant':
    case 'subscription_renewal':
      return params.plan ? `history.reasons.${code}` : `history.reasons.${code}_unnamed`;
    case 'credit_purchase':
      return params.packCredits
        ? 'history.reasons.credit_purchase'
        : 'history.reasons.credit_purchase_unnamed';
    case 'record_consultation':
      return params.companyName
        ? 'history.reasons.record_consultation'
        : 'history.reasons.record_consultation_unnamed';
    case 'enrichment':
      if (params.companyName) return 'history.reasons.enrichment';
      return params.siren
        ? 'history.reasons.enrichment_siren'
        : 'history.reasons.enrichment_unnamed';
    default:
      return null;
  }
}
