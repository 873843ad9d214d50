import { Transaction } from '../../shared/database';

/**
 * One free trial per address, whatever the accounts (issue 28): a deleted account's address that
 * registers again has no second one. Billing declares this port; Identity, which knows the
 * addresses, implements it with a keyed hash of each address that had a trial.
 */
export abstract class TrialAddressHistory {
  /** Whether the address of this account already had a trial, on this account or a deleted one. */
  abstract hadTrial(userId: number, tx?: Transaction): Promise<boolean>;

  /** Remembers that the address of this account had a trial. */
  abstract recordTrial(userId: number, tx: Transaction): Promise<void>;
}
