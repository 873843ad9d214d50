import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerCode, LedgerParams } from '../ledger-reason';

export const CREDIT_TRANSACTION_TYPES = [
  'welcome',
  'subscription_grant',
  'subscription_renewal',
  'credit_purchase',
  'usage',
  'adjustment',
  'refund',
  'gift',
] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/** One change of a balance; the ledger's sum per user is the balance. */
@Entity('credit_transactions')
export class CreditTransaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column({ type: 'varchar' })
  type: CreditTransactionType;

  @Column()
  amount: number;

  @Column()
  balanceAfter: number;

  @Column({ type: 'varchar' })
  code: LedgerCode;

  @Column({ type: 'jsonb' })
  details: LedgerParams;

  /** Kept for compatibility; an adjustment's reason, written by the admin. */
  @Column()
  description: string;

  @Column({ type: 'varchar', nullable: true })
  reference: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
