import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CreditTransaction, CreditTransactionType } from './entities/credit-transaction.entity';

export interface LedgerEntry {
  userId: number;
  type: CreditTransactionType;
  amount: number;
  description: string;
  reference?: string;
}

/** Balances and their ledger. Every write takes the user's balance row lock first. */
@Injectable()
export class CreditLedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs in the caller's transaction when given one, so a grant commits with its cause. */
  inTransaction<T>(
    manager: EntityManager | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return manager ? work(manager) : this.dataSource.transaction(work);
  }

  async balanceOf(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const rows: { balance: number }[] = await manager.query(
      `SELECT balance FROM credit_balances WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.balance ?? 0;
  }

  async sumOfBalances(): Promise<number> {
    const rows: { total: string }[] = await this.dataSource.query(
      `SELECT coalesce(sum(balance), 0) AS total FROM credit_balances`,
    );
    return Number(rows[0].total);
  }

  /** Creates the balance row if needed and locks it until the transaction ends. */
  async lockBalanceForUpdate(manager: EntityManager, userId: number): Promise<number> {
    await manager.query(
      `INSERT INTO credit_balances (user_id) VALUES ($1) ON CONFLICT DO NOTHING`,
      [userId],
    );
    const rows: { balance: number }[] = await manager.query(
      `SELECT balance FROM credit_balances WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0].balance;
  }

  async hasReference(manager: EntityManager, reference: string): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM credit_transactions WHERE reference = $1`, [
      reference,
    ]);
    return rows.length > 0;
  }

  /** Applies a change under the lock taken by lockBalanceForUpdate; the CHECK keeps it >= 0. */
  async applyLocked(manager: EntityManager, entry: LedgerEntry): Promise<number> {
    const [rows]: [{ balance: number }[]] = await manager.query(
      `UPDATE credit_balances SET balance = balance + $2, updated_at = now() WHERE user_id = $1 RETURNING balance`,
      [entry.userId, entry.amount],
    );
    const balanceAfter = rows[0].balance;
    await manager.insert(CreditTransaction, {
      ...entry,
      reference: entry.reference ?? null,
      balanceAfter,
    });
    return balanceAfter;
  }

  async listForUser(userId: number, limit: number, offset: number) {
    const [transactions, total] = await this.dataSource
      .getRepository(CreditTransaction)
      .findAndCount({
        where: { userId },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
        skip: offset,
      });
    return { transactions, total };
  }
}
