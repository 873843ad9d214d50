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
