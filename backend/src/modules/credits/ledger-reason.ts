import type { CreditTransactionType } from './entities/credit-transaction.entity';

/**
 * What a ledger row paid for or came from, as a code and its parameters: the screens write the
 * sentence in the reader's language. The type says how the balance moved; the code can be finer
 * (a `usage` row is a record consultation or an enrichment).
 */
export const LEDGER_CODES = [
  'welcome',
  'subscription_grant',
  'subscription_renewal',
  'credit_purchase',
  'record_consultation',
  'enrichment',
  'adjustment',
  'refund',
  'gift',
] as const;
export type LedgerCode = (typeof LEDGER_CODES)[number];

export interface LedgerParams {
  plan?: string;
  packCredits?: number;
  recordId?: number;
  companyName?: string;
  siren?: string;
}

/** The code a row of this type gets when its writer names no finer one. */
export function defaultLedgerCode(type: CreditTransactionType): LedgerCode {
  return type === 'usage' ? 'record_consultation' : type;
}

/** The record a credit paid for, as the ledger keeps it (the name is a snapshot at that time). */
export interface ChargedRecord {
  id: number;
  companyName?: string | null;
  siren?: string | null;
}

export function recordParams(record: ChargedRecord): LedgerParams {
  return {
    recordId: record.id,
    ...(record.companyName ? { companyName: record.companyName } : {}),
    ...(record.siren ? { siren: record.siren } : {}),
  };
}
