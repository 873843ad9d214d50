import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEDGER_CODES, LedgerCode } from '../ledger-reason';
import {
  CREDIT_TRANSACTION_TYPES,
  CreditTransactionType,
} from '../entities/credit-transaction.entity';

export class BalanceResponse {
  @ApiProperty()
  balance: number;
}

export class CreditPackResponse {
  @ApiProperty({ example: 'pack_100' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  credits: number;

  @ApiProperty({ description: 'In euro cents' })
  price: number;

  @ApiProperty({ example: 'eur' })
  currency: string;

  @ApiProperty()
  sortOrder: number;
}

export class CreditPacksResponse {
  @ApiProperty({ type: [CreditPackResponse] })
  packs: CreditPackResponse[];
}

export class LedgerParamsResponse {
  @ApiPropertyOptional({ description: 'Plan name (subscription credits)' })
  plan?: string;

  @ApiPropertyOptional({ description: 'Credits of the pack bought' })
  packCredits?: number;

  @ApiPropertyOptional({ description: 'The analyzer record a credit paid for' })
  recordId?: number;

  @ApiPropertyOptional({ description: "The record's company name when it was charged" })
  companyName?: string;

  @ApiPropertyOptional()
  siren?: string;
}

export class CreditTransactionResponse {
  @ApiProperty()
  id: number;

  @ApiProperty()
  userId: number;

  @ApiProperty({ enum: CREDIT_TRANSACTION_TYPES, enumName: 'CreditTransactionType' })
  type: CreditTransactionType;

  @ApiProperty({
    enum: LEDGER_CODES,
    enumName: 'LedgerCode',
    description: 'What the row is for; screens translate it with its params',
  })
  code: LedgerCode;

  @ApiProperty({ type: LedgerParamsResponse })
  params: LedgerParamsResponse;

  @ApiProperty({ description: 'Signed: positive adds credits, negative spends them' })
  amount: number;

  @ApiProperty()
  balanceAfter: number;

  @ApiProperty({
    description: "English text kept for compatibility; for an adjustment, the admin's reason",
  })
  description: string;

  @ApiProperty({ type: String, nullable: true })
  reference: string | null;

  @ApiProperty()
  createdAt: Date;
}

export class TransactionsPagination {
  @ApiProperty()
  total: number;

  @ApiProperty()
  limit: number;

  @ApiProperty()
  offset: number;

  @ApiProperty()
  hasMore: boolean;
}

export class TransactionsResponse {
  @ApiProperty({ type: [CreditTransactionResponse] })
  transactions: CreditTransactionResponse[];

  @ApiProperty({ type: TransactionsPagination })
  pagination: TransactionsPagination;
}
