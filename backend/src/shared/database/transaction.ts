import type { EntityManager } from 'typeorm';

declare const transactionBrand: unique symbol;

/**
 * A running transaction, as other contexts see it: a handle to pass along so their writes
 * commit together, with nothing of TypeORM in it.
 */
export interface Transaction {
  readonly [transactionBrand]: true;
}

const managers = new WeakMap<Transaction, EntityManager>();
const afterCommitWork = new WeakMap<Transaction, (() => Promise<void>)[]>();

export function wrapTransaction(manager: EntityManager): Transaction {
  const tx = Object.freeze({}) as Transaction;
  managers.set(tx, manager);
  return tx;
}

/** For shared/database only (not exported by its index): the connection a transaction runs on. */
export function entityManagerOf(tx: Transaction): EntityManager {
  const manager = managers.get(tx);
  if (!manager) throw new Error('Not a transaction opened by Database.transaction()');
  return manager;
}

/** Queues work to run once the transaction has committed (never when it rolls back). */
export function runAfterCommit(tx: Transaction, work: () => Promise<void>): void {
  const queued = afterCommitWork.get(tx);
  if (queued) queued.push(work);
  else afterCommitWork.set(tx, [work]);
}

/** For shared/database only: the work queued on a transaction that has just committed. */
export function takeAfterCommitWork(tx: Transaction): (() => Promise<void>)[] {
  const queued = afterCommitWork.get(tx) ?? [];
  afterCommitWork.delete(tx);
  return queued;
}
