import { Injectable } from '@nestjs/common';
import { Database, Transaction } from '../../shared/database';
import { DomainException } from '../../shared/errors';
import { CreditLedgerRepository, LedgerEntry } from './credit-ledger.repository';
import { CreditPackRepository } from './credit-pack.repository';
import { CreditsError } from './credits.errors';
import { CreditPack } from './entities/credit-pack.entity';
import { CreditTransactionType } from './entities/credit-transaction.entity';
import { LedgerCode, LedgerParams } from './ledger-reason';

export const WELCOME_CREDITS = 10;

export interface SpendRequest {
  userId: number;
  amount: number;
  type: CreditTransactionType;
  description: string;
  code?: LedgerCode;
  details?: LedgerParams;
}

/** The only way balances change: every change is a ledger row written under the balance lock. */
@Injectable()
export class CreditsService {
  constructor(
    private readonly ledger: CreditLedgerRepository,
    private readonly packs: CreditPackRepository,
    private readonly db: Database,
  ) {}

  balanceOf(userId: number): Promise<number> {
    return this.ledger.balanceOf(userId);
  }

  /** The month's usage that the credits page shows against the plan. */
  usedThisMonth(userId: number): Promise<number> {
    return this.ledger.usageThisMonth(userId);
  }

  totalCredits(): Promise<number> {
    return this.ledger.sumOfBalances();
  }

  async transactions(userId: number, limit: number, offset: number) {
    const { transactions, total } = await this.ledger.listForUser(userId, limit, offset);
    return {
      transactions: transactions.map(({ details, ...row }) => ({ ...row, params: details })),
      pagination: { total, limit, offset, hasMore: offset + transactions.length < total },
    };
  }

  listPacks(): Promise<CreditPack[]> {
    return this.packs.listAll();
  }

  async findPack(packId: string): Promise<CreditPack> {
    const pack = await this.packs.findById(packId);
    if (!pack) throw new DomainException(CreditsError.PackNotFound);
    return pack;
  }

  /**
   * Adds credits. With a reference (an outside event's id) the grant happens at most once;
   * returns false when it already had.
   */
  grant(entry: LedgerEntry & { amount: number }, within?: Transaction): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.ledger.lockBalanceForUpdate(tx, entry.userId);
      if (entry.reference && (await this.ledger.hasReference(tx, entry.reference))) return false;
      await this.ledger.applyLocked(tx, entry);
      return true;
    }, within);
  }

  /** Serialises a caller's work on this user's balance until its transaction ends. */
  async lockBalance(userId: number, tx: Transaction): Promise<number> {
    return this.ledger.lockBalanceForUpdate(tx, userId);
  }

  grantWelcome(userId: number, tx?: Transaction): Promise<boolean> {
    return this.grant(
      {
        userId,
        amount: WELCOME_CREDITS,
        type: 'welcome',
        description: 'Welcome credits',
        reference: `welcome:${userId}`,
      },
      tx,
    );
  }

  /** Takes credits or throws 402 with creditInfo; never lets a balance go below zero. */
  spend(request: SpendRequest, within?: Transaction): Promise<number> {
    return this.db.transaction(async (tx) => {
      const balance = await this.ledger.lockBalanceForUpdate(tx, request.userId);
      if (balance < request.amount) {
        throw new DomainException(CreditsError.InsufficientCredits, {
          creditInfo: { required: request.amount, balance },
        });
      }
      return this.ledger.applyLocked(tx, { ...request, amount: -request.amount });
    }, within);
  }

  /** Admin adjustment: positive adds, negative deducts but never below zero. */
  async adjust(userId: number, amount: number, description: string): Promise<number> {
    if (!Number.isInteger(amount) || amount === 0 || !description?.trim()) {
      throw new DomainException(CreditsError.AdjustmentIncomplete);
    }
    if (amount < 0) return this.deduct(userId, -amount, description.trim());
    await this.grant({ userId, amount, type: 'adjustment', description: description.trim() });
    return this.balanceOf(userId);
  }

  /** An admin taking back more than the balance is told that balance, not the user's 402. */
  private deduct(userId: number, amount: number, description: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const balance = await this.ledger.lockBalanceForUpdate(tx, userId);
      if (balance < amount) {
        throw new DomainException(CreditsError.AdjustmentExceedsBalance, { balance });
      }
      return this.spend({ userId, amount, type: 'adjustment', description }, tx);
    });
  }
}
