import { Injectable } from '@nestjs/common';
import { Database, sql, Transaction } from '../../shared/database';
import { CreditTransaction, CreditTransactionType } from './entities/credit-transaction.entity';
import { defaultLedgerCode, LedgerCode, LedgerParams } from './ledger-reason';

export interface LedgerEntry {
  userId: number;
  type: CreditTransactionType;
  amount: number;
  description: string;
  /** Finer than the type when it needs to be (a `usage` row: consultation or enrichment). */
  code?: LedgerCode;
  details?: LedgerParams;
  reference?: string;
}

/** Balances and their ledger. Every write takes the user's balance row lock first. */
@Injectable()
export class CreditLedgerRepository {
  constructor(private readonly db: Database) {}

  async balanceOf(userId: number, tx?: Transaction): Promise<number> {
    const row = await this.db.queryOne<{ balance: number }>(
      sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}`,
      tx,
    );
    return row?.balance ?? 0;
  }

  async sumOfBalances(): Promise<number> {
    const row = await this.db.queryOne<{ total: string }>(
      sql`SELECT coalesce(sum(balance), 0) AS total FROM credit_balances`,
    );
    return Number(row!.total);
  }

  /** Creates the balance row if needed and locks it until the transaction ends. */
  async lockBalanceForUpdate(tx: Transaction, userId: number): Promise<number> {
    await this.db.query(
      sql`INSERT INTO credit_balances (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`,
      tx,
    );
    const row = await this.db.queryOne<{ balance: number }>(
      sql`SELECT balance FROM credit_balances WHERE user_id = ${userId} FOR UPDATE`,
      tx,
    );
    return row!.balance;
  }

  async hasReference(tx: Transaction, reference: string): Promise<boolean> {
    const rows = await this.db.query(
      sql`SELECT 1 FROM credit_transactions WHERE reference = ${reference}`,
      tx,
    );
    return rows.length > 0;
  }

  /** Applies a change under the lock taken by lockBalanceForUpdate; the CHECK keeps it >= 0. */
  async applyLocked(tx: Transaction, entry: LedgerEntry): Promise<number> {
    const row = await this.db.queryOne<{ balance: number }>(
      sql`UPDATE credit_balances SET balance = balance + ${entry.amount}, updated_at = now()
          WHERE user_id = ${entry.userId} RETURNING balance`,
      tx,
    );
    const balanceAfter = row!.balance;
    await this.db.repository(CreditTransaction, tx).insert({
      ...entry,
      code: entry.code ?? defaultLedgerCode(entry.type),
      details: entry.details ?? {},
      reference: entry.reference ?? null,
      balanceAfter,
    });
    return balanceAfter;
  }

  /** Credits spent on usage (consultations, enrichments) since the calendar month began. */
  async usageThisMonth(userId: number): Promise<number> {
    const row = await this.db.queryOne<{ used: string }>(
      sql`SELECT coalesce(sum(-amount), 0) AS used FROM credit_transactions
          WHERE user_id = ${userId} AND type = 'usage' AND created_at >= date_trunc('month', now())`,
    );
    return Number(row!.used);
  }

  async listForUser(userId: number, limit: number, offset: number) {
    const [transactions, total] = await this.db.repository(CreditTransaction).findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { transactions, total };
  }
}
